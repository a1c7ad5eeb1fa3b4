//! `write` and `write_stderr`: what `sys.stdout.write` and `sys.stderr.write` do, appending to
//! the run's output or to its stderr (separate streams the host receives side by side).

use garter::builtins::registry::Args;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use crate::native::positional;

/// `write(text)`: appends `text` to the run's output and returns its length.
pub(super) fn write(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let (text, length) = written_text(vm, args)?;
    vm.write_output(&text);
    Ok(Value::Int(length as i64))
}

/// `write_stderr(text)`: appends `text` to the run's stderr and returns its length.
pub(super) fn write_stderr(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let (text, length) = written_text(vm, args)?;
    vm.write_stderr(&text);
    Ok(Value::Int(length as i64))
}

/// The text a `write` call writes and its length in characters, charged as steps.
fn written_text(vm: &mut Vm, args: &Args) -> PyResult<(String, usize)> {
    positional(args, "write", 1, 1)?;
    let Some(text) = vm.pystr(args.positional[0]) else {
        return Err(PyErr::type_error(format!(
            "write() argument must be str, not {}",
            vm.type_name(args.positional[0])
        )));
    };
    let length = text.char_len();
    let text = text.as_str().to_string();
    vm.charge(text.len() as u64)?;
    Ok((text, length))
}

#[cfg(test)]
mod tests {
    use garter::Limits;

    #[test]
    fn stdout_and_stderr_are_apart_and_share_the_output_limit() {
        let mut interpreter = crate::interpreter();
        let outcome = interpreter.run("import sys\nprint('out')\nprint('err', file=sys.stderr)", "<t>");
        assert_eq!((outcome.output.as_str(), outcome.stderr.as_str()), ("out\n", "err\n"));
        interpreter.set_limits(Limits {
            max_output: Some(10),
            ..Limits::default()
        });
        let outcome = interpreter.run(
            "import sys\nprint('1234567')\nsys.stderr.write('abcdefgh')\nprint('x')",
            "<t>",
        );
        assert_eq!(outcome.output, "1234567\n");
        assert!(outcome.stderr.starts_with("ab\n"), "{:?}", outcome.stderr);
        assert!(outcome.stderr.contains("limit"), "{:?}", outcome.stderr);
    }
}
