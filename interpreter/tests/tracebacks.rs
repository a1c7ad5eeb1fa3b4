//! Tracebacks that the conformance suite cannot compare with CPython's: a program with
//! top-level `await` (a syntax error for `python3 file.py`), which Garter runs as a coroutine
//! handed to `asyncio.run`, shows only the program's frames, as CPython shows them when it runs
//! such a body itself (`PyCF_ALLOW_TOP_LEVEL_AWAIT`).

use garter::{Interpreter, RunError};

mod common;

fn traceback_of(source: &str) -> String {
    let mut interp = Interpreter::new();
    common::add_asyncio(&mut interp);
    let outcome = interp.run(source, "main.py");
    match outcome.error {
        Some(RunError::Exception { traceback, .. }) => traceback,
        other => panic!("expected an uncaught exception, got {other:?}"),
    }
}

#[test]
fn a_failing_top_level_await_shows_the_program_frames_only() {
    let source = "async def fetch(n):\n    return 10 / n\n\nprint('start')\nvalue = await fetch(0)\n";
    assert_eq!(
        traceback_of(source),
        "Traceback (most recent call last):\n  File \"main.py\", line 5, in <module>\n    value = await fetch(0)\n            ^^^^^^^^^^^^^^\n  File \"main.py\", line 2, in fetch\n    return 10 / n\n           ~~~^~~\nZeroDivisionError: division by zero\n"
    );
}

#[test]
fn frames_of_the_standard_library_inside_the_program_stay() {
    let source = "import asyncio\n\nasync def main():\n    await asyncio.sleep('x')\n\nawait main()\n";
    let traceback = traceback_of(source);
    assert!(
        traceback.starts_with("Traceback (most recent call last):\n  File \"main.py\", line 6, in <module>\n"),
        "{traceback}"
    );
    assert!(traceback.contains("File \"<garter:asyncio>\""), "{traceback}");
}
