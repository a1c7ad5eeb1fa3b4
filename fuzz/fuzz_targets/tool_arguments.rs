//! Arbitrary values crossing the tool boundary of a `garter_host_tools::Session`: given to the
//! program as inputs, passed by it as tool call arguments (checked against each tool's JSON
//! Schema), and returned to it as tool results or errors (with arbitrary exception names), for
//! a sync and an async tool. No panic, limits respected, the same outcome twice.

#![no_main]

use std::sync::OnceLock;

use arbitrary::Arbitrary;
use garter::{HostError, HostValue, RunOutcome};
use garter_fuzz::check::{check_outcome, check_same, tight_limits};
use garter_host_tools::{Session, ToolCall, ToolSpec};
use libfuzzer_sys::fuzz_target;
use num_bigint::BigInt;
use serde_json::json;

const PROGRAM: &str = r#"
import asyncio
first = lookup(arg)
second = lookup(query=str(arg)[:20], limit=extra, tags=[arg])
async def both():
    return await asyncio.gather(fetch(arg), fetch(extra), return_exceptions=True)
third = asyncio.run(both())
print(repr(first)[:200], type(second).__name__, [type(t).__name__ for t in third])
[first, second, third]
"#;

/// A value of any shape the boundary carries.
#[derive(Arbitrary, Debug)]
enum FuzzValue {
    None,
    Bool(bool),
    Int(i64),
    BigInt(Vec<u32>, bool),
    Float(f64),
    Str(String),
    Bytes(Vec<u8>),
    List(Vec<FuzzValue>),
    Tuple(Vec<FuzzValue>),
    Dict(Vec<(String, FuzzValue)>),
    Set(Vec<FuzzValue>),
    Map(Vec<(FuzzValue, FuzzValue)>),
}

/// A tool's answer: a result or an error.
#[derive(Arbitrary, Debug)]
enum Answer {
    Value(FuzzValue),
    Error { exception: String, message: String },
    KnownError { which: u8, message: String },
}

#[derive(Arbitrary, Debug)]
struct Exchange {
    arg: FuzzValue,
    extra: FuzzValue,
    answers: Vec<Answer>,
}

fn host_value(value: &FuzzValue, depth: usize) -> HostValue {
    let nested = |items: &[FuzzValue]| {
        if depth > 8 {
            Vec::new()
        } else {
            items.iter().map(|item| host_value(item, depth + 1)).collect()
        }
    };
    match value {
        FuzzValue::None => HostValue::None,
        FuzzValue::Bool(b) => HostValue::Bool(*b),
        FuzzValue::Int(i) => HostValue::from(*i),
        FuzzValue::BigInt(digits, negative) => {
            let sign = if *negative {
                num_bigint::Sign::Minus
            } else {
                num_bigint::Sign::Plus
            };
            HostValue::Int(BigInt::from_slice(sign, &digits[..digits.len().min(16)]))
        }
        FuzzValue::Float(f) => HostValue::Float(*f),
        FuzzValue::Str(s) => HostValue::Str(s.clone()),
        FuzzValue::Bytes(b) => HostValue::Bytes(b.clone()),
        FuzzValue::List(items) => HostValue::List(nested(items)),
        FuzzValue::Tuple(items) => HostValue::Tuple(nested(items)),
        FuzzValue::Set(items) => HostValue::Set(nested(items)),
        FuzzValue::Dict(pairs) if depth <= 8 => HostValue::Dict(
            pairs
                .iter()
                .map(|(key, item)| (key.clone(), host_value(item, depth + 1)))
                .collect(),
        ),
        FuzzValue::Map(pairs) if depth <= 8 => HostValue::Map(
            pairs
                .iter()
                .map(|(key, item)| (host_value(key, depth + 1), host_value(item, depth + 1)))
                .collect(),
        ),
        FuzzValue::Dict(_) | FuzzValue::Map(_) => HostValue::None,
    }
}

const KNOWN_EXCEPTIONS: [&str; 5] = [
    "ValueError",
    "KeyError",
    "PermissionError",
    "TimeoutError",
    "RuntimeError",
];

fn answer(answers: &[Answer], call: &ToolCall) -> Result<HostValue, HostError> {
    if answers.is_empty() {
        return Ok(HostValue::None);
    }
    match &answers[call.id as usize % answers.len()] {
        Answer::Value(value) => Ok(host_value(value, 0)),
        Answer::Error { exception, message } => Err(HostError {
            exception: exception.clone(),
            message: message.clone(),
        }),
        Answer::KnownError { which, message } => Err(HostError {
            exception: KNOWN_EXCEPTIONS[*which as usize % KNOWN_EXCEPTIONS.len()].to_string(),
            message: message.clone(),
        }),
    }
}

fn tools() -> Vec<ToolSpec> {
    let lookup = ToolSpec::from_json_schema(
        "lookup",
        "Looks a query up.",
        &json!({
            "type": "object",
            "properties": {
                "query": {},
                "limit": {"type": "integer", "default": 10},
                "tags": {"type": "array", "default": []}
            },
            "required": ["query"]
        }),
    )
    .expect("a valid schema");
    let fetch = ToolSpec::from_json_schema(
        "fetch",
        "Fetches something.",
        &json!({"type": "object", "properties": {"what": {}}, "required": ["what"]}),
    )
    .expect("a valid schema")
    .with_async(true);
    vec![lookup, fetch]
}

/// A fresh session that has imported `asyncio`: restored from a session dumped once, as
/// compiling `asyncio` for every input would dominate the run.
fn session() -> Session {
    static TEMPLATE: OnceLock<Vec<u8>> = OnceLock::new();
    let bytes = TEMPLATE.get_or_init(|| {
        let mut session = Session::standard(tools(), tight_limits()).expect("the tools declare");
        let outcome = session.run("import asyncio", "<imports>", |_| Ok(HostValue::None));
        assert_eq!(outcome.error, None, "asyncio imports");
        session.dump().expect("an idle session dumps")
    });
    Session::load(garter_stdlib::interpreter(), tools(), tight_limits(), bytes).expect("the template loads")
}

fn run(exchange: &Exchange, context: &str) -> RunOutcome {
    let mut session = session();
    let inputs = [
        ("arg".to_string(), host_value(&exchange.arg, 0)),
        ("extra".to_string(), host_value(&exchange.extra, 0)),
    ];
    if session.set_inputs(&inputs).is_err() {
        return session.run("pass", "<fuzz>", |_| Ok(HostValue::None));
    }
    let outcome = session.run(PROGRAM, "<fuzz>", |call| answer(&exchange.answers, call));
    check_outcome(&outcome, &tight_limits(), context);
    outcome
}

fuzz_target!(|exchange: Exchange| {
    let context = format!("{exchange:?}");
    let first = run(&exchange, &context);
    let second = run(&exchange, &context);
    check_same(&first, &second, &context);
});
