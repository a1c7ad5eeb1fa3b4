//! `exec`, `eval` and `compile` inside the sandbox: code they run pauses at host calls and
//! moves through snapshots like any other frame, it never gains the standard library's
//! privilege of importing internal modules whatever file name it is compiled under, and it is
//! held to the run's limits.

use garter::{HostError, HostValue, Interpreter, Limits, Progress, RunError, RunOutcome};

fn waiting(progress: Progress) -> Vec<garter::HostCall> {
    match progress {
        Progress::Waiting(calls) => calls,
        Progress::Done(outcome) => panic!("expected a host call, the run ended: {outcome:?}"),
    }
}

fn done(progress: Progress) -> RunOutcome {
    match progress {
        Progress::Done(outcome) => outcome,
        Progress::Waiting(calls) => panic!("expected the end, got calls {calls:?}"),
    }
}

fn last_line(outcome: &RunOutcome) -> String {
    outcome.error.as_ref().map(RunError::last_line).unwrap_or_default()
}

#[test]
fn a_host_call_inside_exec_and_eval_pauses_and_resumes() {
    let mut interp = Interpreter::new();
    interp.add_host_function("lookup", false).expect("declares");
    let source = "\
ns = {'lookup': lookup}
exec('def price(item):\\n    return lookup(item) * 2\\ntotal = price(\"tea\")', ns)
print(ns['total'], eval('lookup(\"cake\") + 1'))
";
    let calls = waiting(interp.start(source, "<test>"));
    assert_eq!(calls[0].args, vec![HostValue::from("tea")]);
    let calls = waiting(interp.resume(vec![(calls[0].id, Ok(HostValue::from(5)))]));
    assert_eq!(calls[0].args, vec![HostValue::from("cake")]);
    let outcome = done(interp.resume(vec![(calls[0].id, Ok(HostValue::from(7)))]));
    assert_eq!(outcome.error, None);
    assert_eq!(outcome.output, "10 8\n");
}

#[test]
fn a_run_paused_inside_exec_moves_through_a_snapshot() {
    let mut interp = Interpreter::new();
    interp.add_host_function("lookup", false).expect("declares");
    let source = "\
config = {'lookup': lookup}
exec('rate = lookup(\"rate\")\\ndef scaled(x):\\n    return x * rate', config)
config['rate'] = config['rate'] + 1
print(config['scaled'](10))
";
    let calls = waiting(interp.start(source, "<test>"));
    let bytes = interp.snapshot().expect("a paused run can be saved");
    let mut moved = Interpreter::new();
    moved.add_host_function("lookup", false).expect("declares");
    moved.restore(&bytes).expect("restores");
    let outcome = done(moved.resume(vec![(calls[0].id, Ok(HostValue::from(2)))]));
    assert_eq!(outcome.error, None);
    assert_eq!(outcome.output, "30\n");
}

#[test]
fn host_errors_raised_inside_exec_are_catchable_there() {
    let mut interp = Interpreter::new();
    interp.add_host_function("fail", false).expect("declares");
    let source = "exec('try:\\n    fail()\\nexcept ValueError as e:\\n    print(\"caught\", e)')";
    let outcome = interp.run_with_host(source, "<test>", |_| {
        Err(HostError {
            exception: "ValueError".into(),
            message: "no".into(),
        })
    });
    assert_eq!(outcome.error, None);
    assert_eq!(outcome.output, "caught no\n");
}

#[test]
fn compiled_code_never_imports_internal_modules_whatever_its_file_name() {
    for source in [
        "exec('import _garter_host', {})",
        "exec('import _garter_host')",
        "exec(compile('import _garter_host', '<garter:json>', 'exec'), {})",
        "exec(compile('import _garter_host', '<garter:_garter_prelude>', 'exec'))",
        "eval(compile('__import__(\"_garter_host\")', '<garter:json>', 'eval'))",
        "exec(compile('from _garter_natives import sort_by_keys', '<garter:asyncio>', 'exec'), {})",
        "exec('def f():\\n    import _garter_sys\\nf()', {'__name__': 'json'})",
        "exec(b'import _garter_host', {'__builtins__': __builtins__})",
    ] {
        let outcome = Interpreter::new().run(source, "<test>");
        let line = last_line(&outcome);
        assert!(
            line.starts_with("ModuleNotFoundError: No module named '_garter")
                || line.starts_with("NameError: name '__import__' is not defined"),
            "{source}: {line}"
        );
    }
}

#[test]
fn compile_refuses_syntax_tree_flags_clearly() {
    let outcome = Interpreter::new().run("compile('1', 'f', 'exec', flags=0x400)", "<test>");
    assert_eq!(
        last_line(&outcome),
        "ValueError: compile(): syntax trees (ast.PyCF_ONLY_AST and its related flags) are not available in this sandbox"
    );
}

#[test]
fn exec_is_held_to_the_runs_limits() {
    let limited = |limits: Limits| {
        let mut interp = Interpreter::new();
        interp.set_limits(limits);
        interp
    };
    let steps = Limits {
        max_steps: Some(200_000),
        ..Limits::default()
    };
    let outcome = limited(steps).run("exec('while True:\\n    pass')", "<test>");
    assert!(matches!(outcome.error, Some(RunError::Limit { .. })), "{outcome:?}");

    let memory = Limits {
        max_memory: Some(16 << 20),
        ..Limits::default()
    };
    let outcome = limited(memory.clone()).run("exec('x = 1\\n' * 2_000_000)", "<test>");
    assert!(last_line(&outcome).starts_with("MemoryError"), "{outcome:?}");
    let outcome = limited(memory).run(
        "for i in range(20000):\n    exec('y = %d' % i, {})\nprint('ok')",
        "<test>",
    );
    assert_eq!(outcome.output, "ok\n", "{outcome:?}");

    let deep = format!("eval('{}1{}')", "(".repeat(300), ")".repeat(300));
    let outcome = Interpreter::new().run(&deep, "<test>");
    assert_eq!(last_line(&outcome), "SyntaxError: too many nested parentheses");

    let outcome = Interpreter::new().run("def f():\n    exec('f()')\nf()", "<test>");
    assert!(last_line(&outcome).starts_with("RecursionError"), "{outcome:?}");
}
