//! `json.loads`/`json.dumps` on fuzz text, and `re` (compile, search, match, findall, sub,
//! split) with a fuzz pattern, subject and flags, under tight limits: no panic, limits
//! respected, the same outcome twice.

#![no_main]

use garter::HostValue;
use std::sync::OnceLock;

use garter_fuzz::check::{check_outcome, check_same, interpreter_after, tight_limits};
use libfuzzer_sys::fuzz_target;

const JSON_PROGRAM: &str = r#"
import json
value = json.loads(text)
encoded = json.dumps(value, sort_keys=isinstance(value, dict) and all(isinstance(k, str) for k in value))
again = json.loads(encoded)
print(type(value).__name__, len(encoded))
"#;

const RE_PROGRAM: &str = r#"
import re
compiled = re.compile(pattern, flags)
found = compiled.search(subject)
if found:
    print(found.span(), found.groups(), found.group(0))
print(compiled.match(subject) is not None, compiled.fullmatch(subject) is not None)
print(compiled.findall(subject)[:5])
print(compiled.sub("<\\g<0>>", subject)[:80])
print(compiled.split(subject, maxsplit=3))
"#;

/// The flags a pattern may carry, picked by the fuzzer's first byte.
const FLAGS: [i64; 4] = [0, 2, 8, 2 | 16 | 64];

fn run_with(globals: &[(&str, HostValue)], source: &str, context: &str) -> garter::RunOutcome {
    static TEMPLATE: OnceLock<Vec<u8>> = OnceLock::new();
    let mut interpreter = interpreter_after(&TEMPLATE, "import json, re");
    for (name, value) in globals {
        interpreter.set_global(name, value).expect("a valid global name");
    }
    let outcome = interpreter.run(source, "<fuzz>");
    check_outcome(&outcome, &tight_limits(), context);
    outcome
}

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(rest).into_owned();
    let (globals, source) = if selector & 1 == 0 {
        (vec![("text", HostValue::Str(text.clone()))], JSON_PROGRAM)
    } else {
        let (pattern, subject) = text.split_once('\0').unwrap_or((&text, "abc aXb 123\n"));
        let flags = FLAGS[(selector >> 1) as usize % FLAGS.len()];
        let globals = vec![
            ("pattern", HostValue::from(pattern)),
            ("subject", HostValue::from(subject)),
            ("flags", HostValue::from(flags)),
        ];
        (globals, RE_PROGRAM)
    };
    let context = format!("{globals:?}");
    let first = run_with(&globals, source, &context);
    let second = run_with(&globals, source, &context);
    check_same(&first, &second, &context);
});
