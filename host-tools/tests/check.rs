//! `check`: every diagnostic kind with its position and suggestion, the binding forms that must
//! not be reported, and a sweep over the conformance cases.

use std::path::{Path, PathBuf};

use garter::Interpreter;
use garter_host_tools::{check, CheckContext, Diagnostic, DiagnosticKind, ToolSpec};
use serde_json::json;

fn tools() -> Vec<ToolSpec> {
    let weather = json!({
        "type": "object",
        "properties": {
            "city": {"type": "string"},
            "unit": {"enum": ["C", "F"], "default": "C"},
            "days": {"type": "integer"}
        },
        "required": ["city"]
    });
    let user = json!({"properties": {"user_id": {"type": "integer"}}, "required": ["user_id"]});
    vec![
        ToolSpec::from_json_schema("get_weather", "", &weather).unwrap(),
        ToolSpec::from_json_schema("fetch_user", "", &user)
            .unwrap()
            .with_async(true),
    ]
}

fn default_context(tools: &[ToolSpec]) -> CheckContext<'_> {
    CheckContext::for_interpreter(&garter_stdlib::interpreter(), tools)
}

/// The diagnostics for `source` with the sample tools, as `(kind, line, column, message,
/// suggestion)`.
fn diagnose(source: &str) -> Vec<(DiagnosticKind, u32, u32, String, Option<String>)> {
    let tools = tools();
    check(source, "<check>", &default_context(&tools))
        .into_iter()
        .map(|d| (d.kind, d.line, d.column, d.message, d.suggestion))
        .collect()
}

/// The only diagnostic for `source`.
fn only(source: &str) -> (DiagnosticKind, u32, u32, String, Option<String>) {
    let mut found = diagnose(source);
    assert_eq!(found.len(), 1, "{source}: {found:?}");
    found.remove(0)
}

fn assert_clean(source: &str) {
    assert_eq!(diagnose(source), [], "{source}");
}

fn some(text: &str) -> Option<String> {
    Some(text.to_string())
}

#[test]
fn syntax_errors_are_reported_alone_as_a_run_reports_them() {
    use DiagnosticKind::SyntaxError;
    assert_eq!(
        only("x = undefined\nreturn x\n"),
        (SyntaxError, 2, 1, "SyntaxError: 'return' outside function".into(), None)
    );
    assert_eq!(
        only("for i in range(3):\n    pass\nbreak\n"),
        (SyntaxError, 3, 1, "SyntaxError: 'break' outside loop".into(), None)
    );
    assert_eq!(
        only("print((1, 2)\nimport nowhere\n"),
        (SyntaxError, 1, 6, "SyntaxError: '(' was never closed".into(), None)
    );
    let source = "if True:\nprint(1)\n";
    let (kind, _, _, message, _) = only(source);
    assert_eq!(kind, SyntaxError);
    let run = Interpreter::new().run(source, "<check>").error.unwrap().last_line();
    assert_eq!(message, run, "the message a run prints");
}

#[test]
fn undefined_names_with_positions_and_suggestions() {
    use DiagnosticKind::UndefinedName;
    assert_eq!(
        only("total = 1\nif total:\n    print(totl)\n"),
        (
            UndefinedName,
            3,
            11,
            "NameError: name 'totl' is not defined. Did you mean: 'total'?".into(),
            some("total")
        )
    );
    assert_eq!(
        only("def f(values):\n    count = len(values)\n    return cuont\n"),
        (
            UndefinedName,
            3,
            12,
            "NameError: name 'cuont' is not defined. Did you mean: 'count'?".into(),
            some("count")
        ),
        "the function's locals come first"
    );
    assert_eq!(only("x = [1]\nprint(lenn)\n").4, some("len"), "builtins are suggested");
    assert_eq!(
        only("print(__file__)\n").3,
        "NameError: name '__file__' is not defined. Did you mean: '__name__'?",
        "Garter defines no __file__"
    );
    assert_eq!(
        only("print(missing)\nprint(missing)\n").1,
        1,
        "each name is reported once, where it first appears"
    );
    assert_eq!(
        only("x: int\nprint(x)\n").1,
        2,
        "an annotation without a value binds nothing"
    );
    assert_eq!(
        only("class A:\n    limit = 3\n    def f(self):\n        return limit\n").1,
        4,
        "methods do not see class-level names"
    );
    assert_eq!(
        only("del never\n").0,
        UndefinedName,
        "deleting an unbound global fails too"
    );
}

#[test]
fn diagnostics_display_and_serialize() {
    let tools = tools();
    let found = check("print(totl)\ntotal = 0\n", "<check>", &default_context(&tools));
    assert_eq!(
        found[0].to_string(),
        "line 1, column 7: NameError: name 'totl' is not defined. Did you mean: 'total'?"
    );
    assert_eq!(
        serde_json::to_value(&found[0]).unwrap(),
        json!({"kind": "UndefinedName", "line": 1, "column": 7,
               "message": "NameError: name 'totl' is not defined. Did you mean: 'total'?",
               "suggestion": "total"})
    );
}

#[test]
fn diagnostics_are_sorted_by_position() {
    let found = diagnose("import nowhere\ndef f():\n    return b + a\nget_weather()\n");
    let positions: Vec<(u32, u32)> = found.iter().map(|d| (d.1, d.2)).collect();
    assert_eq!(positions, [(1, 8), (3, 12), (3, 16), (4, 1)]);
}

#[test]
fn unknown_tools() {
    use DiagnosticKind::{UndefinedName, UnknownTool};
    assert_eq!(
        only("user = await fetch_usr(1)\n"),
        (
            UnknownTool,
            1,
            14,
            "NameError: name 'fetch_usr' is not defined. Did you mean: 'fetch_user'?".into(),
            some("fetch_user")
        )
    );
    assert_eq!(
        only("launch_rockets()\n"),
        (
            UnknownTool,
            1,
            1,
            "NameError: name 'launch_rockets' is not defined".into(),
            None
        ),
        "a call to a name close to nothing looks like an assumed tool"
    );
    assert_eq!(
        only("lenn([])\n").0,
        UndefinedName,
        "a call close to a builtin is a typo of the builtin"
    );
    assert_eq!(
        only("get_weathr\n").4,
        some("get_weather"),
        "a read that is not a call is an undefined name, suggesting tools among globals"
    );
    let none: Vec<ToolSpec> = Vec::new();
    let found = check("launch_rockets()\n", "<check>", &default_context(&none));
    assert_eq!(found[0].kind, UndefinedName, "without tools there is no unknown tool");
}

#[test]
fn bad_tool_calls_carry_the_type_error_of_a_run() {
    use DiagnosticKind::BadToolCall;
    let cases = [
        (
            "get_weather()\n",
            (1, 1),
            "TypeError: get_weather() missing 1 required positional argument: 'city'",
            None,
        ),
        (
            "x = get_weather('Paris', 'C', 3, 4)\n",
            (1, 5),
            "TypeError: get_weather() takes from 1 to 3 positional arguments but 4 were given",
            None,
        ),
        (
            "get_weather(citty='Paris')\n",
            (1, 1),
            "TypeError: get_weather() got an unexpected keyword argument 'citty'. Did you mean 'city'?",
            some("city"),
        ),
        (
            "get_weather('Paris', city='Oslo')\n",
            (1, 1),
            "TypeError: get_weather() got multiple values for argument 'city'",
            None,
        ),
        (
            "async def main():\n    return await fetch_user()\n",
            (2, 18),
            "TypeError: fetch_user() missing 1 required positional argument: 'user_id'",
            None,
        ),
        (
            "get_weather(city=7)\n",
            (1, 18),
            "TypeError: get_weather() argument 'city' must be str, not int",
            None,
        ),
        (
            "get_weather('Paris', days=-1.5)\n",
            (1, 27),
            "TypeError: get_weather() argument 'days' must be int, not float",
            None,
        ),
        (
            "get_weather('Paris', 'K')\n",
            (1, 22),
            "ValueError: get_weather() argument 'unit' must be one of 'C', 'F', not 'K'",
            None,
        ),
    ];
    for (source, (line, column), message, suggestion) in cases {
        assert_eq!(
            only(source),
            (BadToolCall, line, column, message.to_string(), suggestion),
            "{source}"
        );
    }
}

#[test]
fn tool_calls_that_may_fit_are_not_reported() {
    for source in [
        "get_weather('Paris')\nget_weather(city='Oslo', unit='F', days=2)\n",
        "get_weather('Paris', None, None)\n",
        "args = ['Paris']\nget_weather(*args, 1, 2, 3)\n",
        "kw = {'city': 'Paris'}\nget_weather(**kw)\n",
        "city = 3\nget_weather(city)\n",
        "get_weather(f'{1}')\n",
        "def get_weather():\n    return 1\nget_weather(1, 2, 3)\n",
        "def f(get_weather):\n    return get_weather()\n",
        "def f():\n    get_weather = print\n    get_weather(x=1)\n",
        "def f():\n    global get_weather\n    get_weather = print\nget_weather()\n",
    ] {
        assert_clean(source);
    }
}

#[test]
fn unknown_modules() {
    use DiagnosticKind::UnknownModule;
    assert_eq!(
        only("import asynco\n"),
        (
            UnknownModule,
            1,
            8,
            "ModuleNotFoundError: No module named 'asynco'. Did you mean: 'asyncio'?".into(),
            some("asyncio")
        )
    );
    assert_eq!(
        only("import sqlite3, asyncio\n").3,
        "ModuleNotFoundError: No module named 'sqlite3'"
    );
    assert_eq!(
        only("from subprocess import run\n"),
        (
            UnknownModule,
            1,
            1,
            "ModuleNotFoundError: No module named 'subprocess'".into(),
            None
        )
    );
    assert_clean("from os.path import join\n");
    assert_eq!(
        only("import asyncio.tasks\n").3,
        "ModuleNotFoundError: No module named 'asyncio.tasks'",
        "Garter imports a dotted name as one module"
    );
    assert_eq!(
        only("from . import sibling\n").3,
        "ImportError: attempted relative import with no known parent package"
    );
    assert_clean("import asyncio\nfrom asyncio import anything_at_all\n");
    let run = garter_stdlib::interpreter().run("import asynco", "<check>");
    assert!(run
        .error
        .unwrap()
        .last_line()
        .starts_with("ModuleNotFoundError: No module named 'asynco'"));
}

#[test]
fn no_false_positives() {
    let source = r#"
import asyncio as aio
from asyncio import sleep as nap

def uses_later():
    return defined_later + helper() + counter

def helper():
    global counter
    counter = 1
    return 0

defined_later = 2

def outer():
    value = 1
    def inner():
        nonlocal value
        value += 1
        return value
    return inner

class Config:
    size = 3
    doubled = size * 2
    names = [n for n in range(size)]
    def method(self):
        return Config.size, __class__, super()

squares = [x * x for x in range(5)]
pairs = {k: v for k, v in zip("ab", "cd")}
gen = list(y for y in range(3) if y)
if any((found := i) > 2 for i in range(5)):
    print(found)
total = 0
total += sum(squares)
annotated: int = 3
for a, (b, *rest) in [(1, (2, 3, 4))]:
    print(a, b, rest)
with open_thing() if False else aio.timeout(1) as ctx:
    pass
try:
    pass
except (ValueError, KeyError) as err:
    print(err)
match {"k": [1, 2]}:
    case {"k": [first, *others], **extra}:
        print(first, others, extra)
    case Config(size=captured) | Config(doubled=captured):
        print(captured)
    case {"k": other} if other:
        print(other)
    case whole:
        print(whole)
del total
print(len, print, ValueError, Ellipsis, NotImplemented, __name__, isinstance, object)
f = lambda q, *qs, k=annotated, **kw: (q, qs, k, kw)
async def coro():
    async for item in stream():
        yield item
    async with lock() as held:
        return
def stream(): pass
def lock(): pass
def open_thing(): pass
print(previous_result)
"#;
    let tools = tools();
    let mut ctx = default_context(&tools);
    ctx.known_names.push("previous_result".to_string());
    assert_eq!(check(source, "<check>", &ctx), []);
}

#[test]
fn the_context_of_an_interpreter_knows_its_globals() {
    let mut interpreter = garter_stdlib::interpreter();
    assert_eq!(
        interpreter.global_names(),
        ["__name__"],
        "what every __main__ starts with"
    );
    interpreter.add_host_function("lookup", false).unwrap();
    assert!(interpreter.run("saved = 40", "<a>").error.is_none());
    let ctx = CheckContext::for_interpreter(&interpreter, &[]);
    assert_eq!(check("print(saved + lookup('x'))", "<b>", &ctx), []);
    assert!(ctx.modules.iter().any(|m| m == "asyncio"));
}

#[test]
fn every_builtin_name_is_usable() {
    let ctx = CheckContext::default();
    let mut interpreter = Interpreter::new();
    for name in garter::builtins::builtin_names() {
        assert_eq!(check(name, "<check>", &ctx), [], "{name}");
        let run = interpreter.run(name, "<check>");
        assert!(run.error.is_none(), "{name}: {:?}", run.error);
    }
    assert_eq!(
        check("Elipsis", "<check>", &ctx)[0].suggestion.as_deref(),
        Some("Ellipsis")
    );
}

/// Conformance cases that fail on purpose, each with the kinds it is expected to report.
const EXPECTED_FAILURES: &[(&str, &[DiagnosticKind])] = {
    use DiagnosticKind::{SyntaxError, UndefinedName, UnknownModule};
    &[
        // NameErrors raised and caught (or shown) on purpose.
        ("basics/uncaught_name_error.py", &[UndefinedName]),
        // A global made through `import __main__`, which a check cannot follow.
        ("basics/import_main_module.py", &[UndefinedName]),
        ("classes/class_body_scope.py", &[UndefinedName]),
        ("comprehensions/comprehension_exceptions.py", &[UndefinedName]),
        (
            "comprehensions/comprehension_scope_no_leak.py",
            &[UndefinedName, UndefinedName],
        ),
        ("control/exception_messages_builtin.py", &[UndefinedName]),
        ("errors/name_error_caught.py", &[UndefinedName; 5]),
        (
            "errors/uncaught_name_error_did_you_mean.py",
            &[UndefinedName, UndefinedName],
        ),
        ("errors/uncaught_name_error_in_function.py", &[UndefinedName]),
        ("exceptions/implicit_context_in_except.py", &[UndefinedName]),
        ("match/capture_and_wildcard.py", &[UndefinedName]),
        ("match/traceback_line_numbers.py", &[UndefinedName]),
        // A builtin made through the builtins module, which a check cannot follow.
        ("builtins/builtins_module_rebinding.py", &[UndefinedName]),
        // Imports of missing modules, caught.
        ("errors/module_not_found_caught.py", &[UnknownModule; 3]),
        // A module a program put in sys.modules, which a check cannot follow.
        ("stdlib/sys_modules_registry.py", &[UnknownModule; 2]),
        // Syntax errors shown on purpose.
        ("errors/indentation_error_expected_block.py", &[SyntaxError]),
        ("errors/syntax_error_assign_to_literal.py", &[SyntaxError]),
        ("errors/comprehension_target_not_assignable.py", &[SyntaxError]),
        ("errors/syntax_error_missing_colon.py", &[SyntaxError]),
        ("errors/syntax_error_unclosed_paren.py", &[SyntaxError]),
        ("errors/future_braces.py", &[SyntaxError]),
        ("errors/future_import_not_first.py", &[SyntaxError]),
        ("errors/future_named_expression_in_annotation.py", &[SyntaxError]),
        ("errors/future_unknown_feature.py", &[SyntaxError]),
        ("match/syntax_error_alternative_names.py", &[SyntaxError]),
        ("match/syntax_error_capture_unreachable.py", &[SyntaxError]),
        ("match/syntax_error_duplicate_mapping_key.py", &[SyntaxError]),
        ("match/syntax_error_repeated_capture.py", &[SyntaxError]),
        ("match/syntax_error_wildcard_unreachable.py", &[SyntaxError]),
        ("exceptions/except_star_mixed_syntax.py", &[SyntaxError]),
        ("exceptions/except_star_no_type_syntax.py", &[SyntaxError]),
        ("exceptions/except_star_return_syntax.py", &[SyntaxError]),
        ("exceptions/except_star_break_syntax.py", &[SyntaxError]),
        ("exceptions/except_star_continue_syntax.py", &[SyntaxError]),
        // A submodule of a module that is not a package, and a NameError, on purpose.
        ("errors/import_submodule_of_module.py", &[UnknownModule]),
        ("errors/name_error_undefined.py", &[UndefinedName]),
    ]
};

fn python_files(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            python_files(&path, files);
        } else if path.extension().is_some_and(|e| e == "py") {
            files.push(path);
        }
    }
}

#[test]
fn conformance_cases_check_clean_unless_they_fail_on_purpose() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../conformance/cases");
    let mut files = Vec::new();
    python_files(&root, &mut files);
    assert!(files.len() > 100, "the conformance cases are found");
    let ctx = default_context(&[]);
    let mut unexpected = Vec::new();
    for path in files {
        let case = path.strip_prefix(&root).unwrap().to_string_lossy().replace('\\', "/");
        let source = std::fs::read_to_string(&path).unwrap();
        let found: Vec<Diagnostic> = check(&source, &case, &ctx);
        // Every traceback case fails on purpose (its whole stderr is what it checks): it only
        // has to be checked without a panic.
        if case.starts_with("tracebacks/") {
            continue;
        }
        let kinds: Vec<DiagnosticKind> = found.iter().map(|d| d.kind).collect();
        let expected = EXPECTED_FAILURES
            .iter()
            .find(|(name, _)| *name == case)
            .map_or(&[][..], |(_, kinds)| *kinds);
        if kinds != expected {
            unexpected.extend(found.iter().map(|d| format!("{case}: {d}")));
            if found.is_empty() {
                unexpected.push(format!("{case}: expected {expected:?}, found nothing"));
            }
        }
    }
    assert!(unexpected.is_empty(), "{}", unexpected.join("\n"));
}

#[test]
fn deep_nesting_is_a_syntax_error_or_checked_without_overflow() {
    use DiagnosticKind::{SyntaxError, UndefinedName};
    let ctx = CheckContext::default();
    let elifs: String = (0..3000).map(|i| format!("if x == {i}:\n    pass\nel")).collect();
    let cases = [
        (format!("x = {}1", "-".repeat(20_000)), SyntaxError),
        (format!("x = {}a", "a + ".repeat(20_000)), SyntaxError),
        (format!("x = a{}", ".b".repeat(20_000)), SyntaxError),
        (
            format!("x = {}z{}", "[y for y in ".repeat(150), "]".repeat(150)),
            UndefinedName,
        ),
        (elifs + "se:\n    pass\n", UndefinedName),
    ];
    for (source, kind) in cases {
        let found = check(&source, "<deep>", &ctx);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].kind, kind, "{found:?}");
    }
}

#[test]
fn a_program_too_large_to_compile_within_the_limits_gets_that_limit_alone() {
    let mut interpreter = garter_stdlib::interpreter();
    interpreter.set_limits(garter::Limits {
        max_memory: Some(64 << 20),
        ..garter::Limits::default()
    });
    let source = format!("x = [{}]\nprint(undefined_name)\n", "1,".repeat(2_500_000));
    let found = check(&source, "<big>", &CheckContext::for_interpreter(&interpreter, &[]));
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(
        (found[0].kind, found[0].line, found[0].column, found[0].message.as_str()),
        (
            DiagnosticKind::LimitExceeded,
            1,
            1,
            "MemoryError: memory limit of 64.0 MiB exceeded"
        )
    );
}

#[test]
fn annotations_under_future_annotations_are_never_read() {
    let lazy = "from __future__ import annotations\nclass Node:\n    children: list[Node]\n    extra: Missing\n\
                def walk(node: Node, other: Unknown = None) -> Iterator[Node]:\n    local: AlsoMissing = 1\n    return node\n";
    assert_clean(lazy);
    let eager = lazy.replace("from __future__ import annotations\n", "");
    let read: Vec<String> = diagnose(&eager).into_iter().map(|d| d.3).collect();
    assert_eq!(read.len(), 3, "{read:?}");
}
