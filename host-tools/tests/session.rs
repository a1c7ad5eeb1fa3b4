//! Sessions: tool calls checked before the host sees them, answered from anywhere Python code
//! runs, batched when async, with inputs, persistent globals, results and usage.

use garter::{HostError, HostValue, Limits, RunError, RunOutcome};
use garter_host_tools::{Outcome, Session, ToolCall, ToolSpec};
use serde_json::json;

fn tool(name: &str, parameters: serde_json::Value) -> ToolSpec {
    ToolSpec::from_json_schema(name, "", &parameters).unwrap()
}

fn session() -> Session {
    let tools = vec![
        tool(
            "get_price",
            json!({"type": "object", "properties": {"item": {"type": "string"}, "currency": {"type": "string", "default": "EUR"}}, "required": ["item"]}),
        ),
        tool(
            "fetch",
            json!({"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}),
        )
        .with_async(true),
    ];
    Session::standard(tools, Limits::default()).unwrap()
}

/// Prices are the item's length; calls are recorded.
fn price_host(log: &mut Vec<ToolCall>) -> impl FnMut(&ToolCall) -> Result<HostValue, HostError> + '_ {
    |call| {
        log.push(call.clone());
        match &call.arguments[0].1 {
            HostValue::Str(item) => Ok(HostValue::from(item.len() as i64)),
            _ => Ok(HostValue::None),
        }
    }
}

fn assert_ok(outcome: &RunOutcome) {
    assert!(outcome.error.is_none(), "{:?}", outcome.error);
}

#[test]
fn a_tool_is_called_from_a_sorted_key_and_the_last_expression_is_the_value() {
    let mut session = session();
    let mut log = Vec::new();
    let outcome = session.run(
        "items = ['pear', 'fig', 'banana']\nsorted(items, key=lambda i: get_price(i))",
        "<agent>",
        price_host(&mut log),
    );
    assert_ok(&outcome);
    assert_eq!(
        outcome.value,
        Some(HostValue::List(vec!["fig".into(), "pear".into(), "banana".into()]))
    );
    assert_eq!(log.len(), 3);
    assert_eq!(outcome.usage.host_calls, 3);
    assert!(outcome.usage.steps > 0);
}

#[test]
fn arguments_are_bound_by_name_with_defaults() {
    let mut session = session();
    let mut log = Vec::new();
    let outcome = session.run("get_price(item='tea')", "<agent>", price_host(&mut log));
    assert_ok(&outcome);
    assert_eq!(log[0].args, vec![]);
    assert_eq!(log[0].kwargs, vec![("item".to_string(), "tea".into())]);
    assert_eq!(
        log[0].arguments,
        vec![
            ("item".to_string(), "tea".into()),
            ("currency".to_string(), "EUR".into())
        ]
    );
}

#[test]
fn calls_that_do_not_fit_raise_before_the_host_sees_them() {
    let mut session = session();
    let mut log = Vec::new();
    let outcome = session.run(
        "try:\n    get_price()\nexcept TypeError as e:\n    print(e)\ntry:\n    get_price('a', 'b', 'c')\nexcept TypeError as e:\n    print(e)\ntry:\n    get_price(item=3)\nexcept TypeError as e:\n    print(e)\nget_price('x', currncy='USD')",
        "<agent>",
        price_host(&mut log),
    );
    assert!(log.is_empty(), "the host saw {log:?}");
    assert_eq!(
        outcome.output,
        "get_price() missing 1 required positional argument: 'item'\n\
         get_price() takes from 1 to 2 positional arguments but 3 were given\n\
         get_price() argument 'item' must be str, not int\n"
    );
    let Some(RunError::Exception { last_line, .. }) = outcome.error else {
        panic!("expected a TypeError");
    };
    assert_eq!(
        last_line,
        "TypeError: get_price() got an unexpected keyword argument 'currncy'. Did you mean 'currency'?"
    );
}

#[test]
fn a_gather_of_ten_async_calls_is_one_outcome_answered_in_any_order() {
    let mut session = session();
    let source = "import asyncio\nasync def main():\n    return await asyncio.gather(*(fetch(n) for n in range(10)))\nasyncio.run(main())";
    let Outcome::ToolCalls(calls) = session.start(source, "<agent>") else {
        panic!("expected tool calls");
    };
    assert_eq!(calls.len(), 10);
    assert!(calls.iter().all(|call| call.name == "fetch"));
    let answers = calls
        .iter()
        .rev()
        .map(|call| {
            let HostValue::Int(n) = &call.arguments[0].1 else {
                panic!()
            };
            (call.id, Ok(HostValue::Int(n * 10)))
        })
        .collect();
    let Outcome::Complete(outcome) = session.resume(answers).unwrap() else {
        panic!("expected the run to end");
    };
    assert_ok(&outcome);
    let expected: Vec<HostValue> = (0..10).map(|n| HostValue::from(n * 10)).collect();
    assert_eq!(outcome.value, Some(HostValue::List(expected)));
}

#[test]
fn a_refused_call_in_a_batch_raises_while_the_others_reach_the_host() {
    let mut session = session();
    let source = "import asyncio\nasync def main():\n    return await asyncio.gather(fetch(1), fetch('two'), fetch(3), return_exceptions=True)\nasyncio.run(main())";
    let Outcome::ToolCalls(calls) = session.start(source, "<agent>") else {
        panic!("expected tool calls");
    };
    assert_eq!(calls.len(), 2);
    let answers = calls.iter().map(|call| (call.id, Ok(HostValue::from("ok")))).collect();
    let Outcome::Complete(outcome) = session.resume(answers).unwrap() else {
        panic!("expected the run to end");
    };
    assert_ok(&outcome);
    assert_eq!(
        outcome.result.as_deref(),
        Some("['ok', TypeError(\"fetch() argument 'n' must be int, not str\"), 'ok']")
    );
}

#[test]
fn answers_to_calls_not_waited_for_are_refused() {
    let mut session = session();
    let Outcome::ToolCalls(calls) = session.start("get_price('x')", "<agent>") else {
        panic!("expected a tool call");
    };
    let id = calls[0].id;
    assert!(session.resume(vec![(id + 1, Ok(HostValue::None))]).is_err());
    assert!(session
        .resume(vec![(id, Ok(HostValue::None)), (id, Ok(HostValue::None))])
        .is_err());
    let Outcome::Complete(outcome) = session.resume(vec![(id, Ok(HostValue::from(7)))]).unwrap() else {
        panic!("expected the run to end");
    };
    assert_eq!(outcome.value, Some(HostValue::from(7)));
}

#[test]
fn a_host_error_is_raised_at_the_call_site() {
    let mut session = session();
    let outcome = session.run(
        "try:\n    get_price('x')\nexcept LookupError as e:\n    print('caught', e)",
        "<agent>",
        |_| {
            Err(HostError {
                exception: "KeyError".into(),
                message: "'x'".into(),
            })
        },
    );
    assert_ok(&outcome);
    assert_eq!(outcome.output, "caught \"'x'\"\n");
}

#[test]
fn inputs_and_globals_persist_across_runs() {
    let mut session = session();
    session
        .set_inputs(&[
            ("orders".to_string(), HostValue::List(vec![3.into(), 4.into()])),
            ("user".to_string(), "ada".into()),
        ])
        .unwrap();
    let first = session.run("total = sum(orders)\nf'{user}: {total}'", "<run 1>", |_| {
        Ok(HostValue::None)
    });
    assert_eq!(first.value, Some(HostValue::from("ada: 7")));
    let second = session.run("total * 2", "<run 2>", |_| Ok(HostValue::None));
    assert_eq!(second.value, Some(HostValue::from(14)));
}

#[test]
fn bad_inputs_and_declarations_are_errors() {
    let mut session = session();
    assert!(session
        .set_inputs(&[("not a name".to_string(), HostValue::None)])
        .is_err());
    assert!(session.set_inputs(&[("class".to_string(), HostValue::None)]).is_err());
    assert!(session
        .set_inputs(&[("get_price".to_string(), HostValue::None)])
        .is_err());
    let twice = vec![
        tool("t", json!({"type": "object", "properties": {}})),
        tool("t", json!({"type": "object", "properties": {}})),
    ];
    assert!(Session::standard(twice, Limits::default()).is_err());
}

#[test]
fn checks_see_the_tools_inputs_and_earlier_globals() {
    let mut session = session();
    session
        .set_inputs(&[("orders".to_string(), HostValue::List(vec![]))])
        .unwrap();
    session.run("seen = 1", "<run 1>", |_| Ok(HostValue::None));
    assert!(session
        .check("print(orders, seen, get_price('a'))", "<run 2>")
        .is_empty());
    let found: Vec<String> = session
        .check("get_prise('a')\nget_price()\nprint(ordrs)", "<run 2>")
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        found,
        [
            "line 1, column 1: NameError: name 'get_prise' is not defined. Did you mean: 'get_price'?",
            "line 2, column 1: TypeError: get_price() missing 1 required positional argument: 'item'",
            "line 3, column 7: NameError: name 'ordrs' is not defined. Did you mean: 'orders'?",
        ]
    );
}

#[test]
fn a_paused_session_dumped_and_loaded_elsewhere_resumes() {
    let tools = session().tools().to_vec();
    let mut first = session();
    first
        .set_inputs(&[("items".to_string(), HostValue::List(vec!["kiwi".into(), "fig".into()]))])
        .unwrap();
    let source = "import asyncio\nprices = sorted(items, key=lambda i: get_price(i))\nlate = await asyncio.gather(fetch(1), fetch(2))\n(prices, late)";
    let Outcome::ToolCalls(calls) = first.start(source, "<agent>") else {
        panic!("expected a tool call");
    };
    assert_eq!(calls[0].arguments[0].1, HostValue::from("kiwi"));
    let blob = first.dump().unwrap();
    drop(first);
    let mut loaded = Session::load(garter_stdlib::interpreter(), tools.clone(), Limits::default(), &blob).unwrap();
    assert_eq!(loaded.pending_calls(), calls);
    let mut outcome = loaded.resume(vec![(calls[0].id, Ok(HostValue::from(4)))]).unwrap();
    loop {
        match outcome {
            Outcome::Complete(done) => {
                assert_ok(&done);
                assert_eq!(done.result.as_deref(), Some("(['fig', 'kiwi'], [10, 20])"));
                break;
            }
            Outcome::ToolCalls(calls) => {
                let blob = loaded.dump().unwrap();
                loaded = Session::load(
                    garter_stdlib::interpreter(),
                    loaded.tools().to_vec(),
                    Limits::default(),
                    &blob,
                )
                .unwrap();
                let answers = calls
                    .iter()
                    .map(|call| match (&call.name[..], &call.arguments[0].1) {
                        ("fetch", HostValue::Int(n)) => (call.id, Ok(HostValue::Int(n * 10))),
                        (_, HostValue::Str(s)) => (call.id, Ok(HostValue::from(s.len() as i64))),
                        _ => panic!("unexpected call {call:?}"),
                    })
                    .collect();
                outcome = loaded.resume(answers).unwrap();
            }
        }
    }
}

#[test]
fn a_corrupted_or_foreign_session_is_refused() {
    let mut session = session();
    session.run("x = 1", "<agent>", |_| Ok(HostValue::None));
    let mut blob = session.dump().unwrap();
    let middle = blob.len() / 2;
    blob[middle] ^= 0x40;
    let error = Session::load(garter_stdlib::interpreter(), vec![], Limits::default(), &blob)
        .err()
        .unwrap();
    assert!(error.to_string().starts_with("cannot load the session: "), "{error}");
    let error = Session::load(garter_stdlib::interpreter(), vec![], Limits::default(), b"{\"not\": 1}")
        .err()
        .unwrap();
    assert_eq!(
        error.to_string(),
        "cannot load the session: not a Garter snapshot (the magic bytes are wrong)"
    );
}

/// Starts `source` in a session until it calls a tool, dumps it, and loads the dump into a new
/// session: the loaded session and the calls it waits for.
fn paused_then_loaded(source: &str) -> (Session, Vec<ToolCall>) {
    let tools = session().tools().to_vec();
    let mut first = session();
    let Outcome::ToolCalls(calls) = first.start(source, "<agent>") else {
        panic!("expected a tool call");
    };
    let blob = first.dump().unwrap();
    drop(first);
    (
        Session::load(garter_stdlib::interpreter(), tools, Limits::default(), &blob).unwrap(),
        calls,
    )
}

#[test]
fn decimal_fast_paths_survive_a_dump_and_load() {
    let (mut loaded, calls) = paused_then_loaded("from decimal import Decimal, getcontext\ngetcontext().prec = 9\nx = Decimal(1) / 7\nn = get_price('abc')\ny = x * n + Decimal('0.5')\n(str(x), str(y), y > x, getcontext().flags[__import__('decimal').Inexact])");
    let Outcome::Complete(done) = loaded.resume(vec![(calls[0].id, Ok(HostValue::from(3)))]).unwrap() else {
        panic!("expected the run to finish");
    };
    assert_ok(&done);
    assert_eq!(
        done.result.as_deref(),
        Some("('0.142857143', '0.928571429', True, True)")
    );
}

#[test]
fn a_comparison_method_can_pause_for_the_host_and_resume_elsewhere() {
    let (mut loaded, calls) = paused_then_loaded("class Item:\n    def __init__(self, name):\n        self.name = name\n    def __lt__(self, other):\n        return get_price(self.name) < get_price(other.name)\nItem('melon') < Item('fig')");
    assert_eq!(calls[0].arguments[0].1, HostValue::from("melon"));
    let Outcome::ToolCalls(calls) = loaded.resume(vec![(calls[0].id, Ok(HostValue::from(5)))]).unwrap() else {
        panic!("expected the second call");
    };
    assert_eq!(calls[0].arguments[0].1, HostValue::from("fig"));
    let Outcome::Complete(done) = loaded.resume(vec![(calls[0].id, Ok(HostValue::from(3)))]).unwrap() else {
        panic!("expected the run to finish");
    };
    assert_ok(&done);
    assert_eq!(done.result.as_deref(), Some("False"));
}

#[test]
fn a_python_new_can_pause_for_the_host_and_resume_elsewhere() {
    let (mut loaded, calls) = paused_then_loaded("class Priced:\n    def __new__(cls, name):\n        self = super().__new__(cls)\n        self.price = get_price(name)\n        return self\n    def __init__(self, name):\n        self.name = name\nitem = Priced('melon')\n(item.name, item.price)");
    assert_eq!(calls[0].arguments[0].1, HostValue::from("melon"));
    let Outcome::Complete(done) = loaded.resume(vec![(calls[0].id, Ok(HostValue::from(5)))]).unwrap() else {
        panic!("expected the run to finish");
    };
    assert_ok(&done);
    assert_eq!(done.result.as_deref(), Some("('melon', 5)"));
}
