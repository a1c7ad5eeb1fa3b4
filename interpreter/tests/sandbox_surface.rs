//! Walks the introspection paths CPython code uses to climb out of a sandbox (frames, code
//! objects, function globals, `__subclasses__`, the builtins module, dynamic code) and checks that
//! each one is absent or leads back into the heap: nothing reachable from Python points outside
//! the interpreter's heap. `eval`, `exec`, `compile` and the `builtins` module exist, and reach
//! nothing more than the program's own code does.

use garter::{Interpreter, RunError};

/// The last line of the error `source` ends with (empty when it succeeds).
fn error_of(source: &str) -> String {
    let outcome = Interpreter::new().run(source, "<probe>");
    match outcome.error {
        Some(RunError::Exception { last_line, .. }) | Some(RunError::Syntax { last_line, .. }) => last_line,
        Some(other) => panic!("{source}: unexpected {other:?}"),
        None => String::new(),
    }
}

const PRELUDE: &str =
    "def f(x=1):\n    return x\ndef g():\n    yield 1\nclass C:\n    def m(self):\n        return 1\n";

#[test]
fn function_and_generator_internals_do_not_exist() {
    for probe in [
        "f.__globals__",
        "f.__code__.co_code",
        "f.__code__.co_consts",
        "f.__closure__",
        "f.__builtins__",
        "C.m.__globals__",
        "C().m.__func__.__code__.co_code",
        "g().gi_frame",
        "g().gi_code",
        "print.__self__",
        "getattr(f, '__glo' + 'bals__')",
    ] {
        let last = error_of(&format!("{PRELUDE}{probe}\n"));
        assert!(last.starts_with("AttributeError: "), "{probe}: {last}");
    }
}

#[test]
fn subclass_walks_are_closed() {
    for probe in [
        "object.__subclasses__()",
        "int.__subclasses__()",
        "().__class__.__mro__[-1].__subclasses__()",
        "type(f).__subclasses__()",
    ] {
        let last = error_of(&format!("{PRELUDE}{probe}\n"));
        assert!(last.starts_with("AttributeError: "), "{probe}: {last}");
    }
}

#[test]
fn host_access_is_not_a_builtin() {
    for name in ["breakpoint", "input", "exit", "quit", "help", "__loader__", "__spec__"] {
        let last = error_of(&format!("{name}\n"));
        let expected = format!("NameError: name '{name}' is not defined");
        assert!(last.starts_with(&expected), "{name}: {last}");
        let through_builtins = error_of(&format!("import builtins\nbuiltins.{name}\n"));
        assert!(
            through_builtins.starts_with("AttributeError: "),
            "{name}: {through_builtins}"
        );
    }
}

#[test]
fn dunder_import_stops_at_internal_modules() {
    for probe in [
        "__import__('_garter_host')",
        "__import__('_garter_natives', fromlist=['*'])",
        "import builtins\nbuiltins.__import__('_garter_sys')",
    ] {
        let last = error_of(&format!("{probe}\n"));
        assert!(
            last.starts_with("ModuleNotFoundError: No module named '_garter"),
            "{probe}: {last}"
        );
    }
}

#[test]
fn code_objects_of_compile_are_opaque() {
    for probe in [
        "c.co_code",
        "c.co_consts",
        "c.co_names",
        "c.f_globals",
        "c.__globals__",
        "eval(c).gi_frame",
    ] {
        let last = error_of(&format!("c = compile('(x for x in ())', '<probe>', 'eval')\n{probe}\n"));
        assert!(last.starts_with("AttributeError: "), "{probe}: {last}");
    }
}

#[test]
fn open_needs_a_granted_filesystem() {
    let expected =
        "PermissionError: open() needs a filesystem, but this sandbox has none (the host has not granted one)";
    assert_eq!(error_of("open('/etc/passwd')\n"), expected);
    assert_eq!(error_of("open('x.txt', 'w')\n"), expected);
}

#[test]
fn host_modules_cannot_be_imported() {
    for module in [
        "os",
        "sys",
        "subprocess",
        "socket",
        "ctypes",
        "importlib",
        "gc",
        "inspect",
    ] {
        let last = error_of(&format!("import {module}\n"));
        assert!(
            last.starts_with(&format!("ModuleNotFoundError: No module named '{module}'")),
            "{module}: {last}"
        );
    }
}

#[test]
fn function_objects_cannot_be_built_from_parts() {
    let last = error_of(&format!("{PRELUDE}type(f)(None, {{}})\n"));
    assert_eq!(last, "TypeError: cannot create 'function' instances");
}

#[test]
fn tracebacks_expose_no_frames() {
    let source =
        "try:\n    1 / 0\nexcept ZeroDivisionError as e:\n    tb = e.__traceback__\nprint(tb.tb_frame, tb.tb_lineno)\n";
    let outcome = Interpreter::new().run(source, "<probe>");
    assert_eq!(outcome.error, None);
    assert_eq!(outcome.output, "None 2\n");
}
