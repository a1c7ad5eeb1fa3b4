//! The importable modules of the Garter sandbox. Each is either Python source compiled by the
//! interpreter on first import (so it runs under the same limits as user code) or a native
//! module. [`install`] makes all of them importable in an interpreter.

use garter::Interpreter;

/// The `asyncio` module: the interpreter's own event loop, in Python, with virtual time.
pub const ASYNCIO_SOURCE: &str = include_str!("asyncio.py");

/// Registers every module of the subset with `interpreter`.
pub fn install(interpreter: &mut Interpreter) {
    interpreter.add_source_module("asyncio", ASYNCIO_SOURCE);
}

/// A new interpreter with the whole subset importable.
pub fn interpreter() -> Interpreter {
    let mut interpreter = Interpreter::new();
    install(&mut interpreter);
    interpreter
}

#[cfg(test)]
mod tests {
    use super::interpreter;

    #[test]
    fn top_level_await_runs_through_asyncio() {
        let source = "import asyncio\n\
                      async def double(x):\n    await asyncio.sleep(0)\n    return 2 * x\n\
                      print(await asyncio.gather(double(1), double(2)))\n\
                      print([await double(i) for i in range(3)])\n";
        let outcome = interpreter().run(source, "<test>");
        assert_eq!(outcome.error, None);
        assert_eq!(outcome.output, "[2, 4]\n[0, 2, 4]\n");
    }

    #[test]
    fn asyncio_run_interleaves_tasks_at_sleep_zero() {
        let source = "import asyncio\n\
                      async def worker(name, n):\n    for i in range(n):\n        print(name, i)\n        await asyncio.sleep(0)\n\
                      async def main():\n    await asyncio.gather(worker('a', 2), worker('b', 2))\n\
                      asyncio.run(main())\n";
        let outcome = interpreter().run(source, "<test>");
        assert_eq!(outcome.error, None);
        assert_eq!(outcome.output, "a 0\nb 0\na 1\nb 1\n");
    }

    #[test]
    fn await_outside_a_coroutine_without_asyncio_is_a_clear_error() {
        let outcome = garter::Interpreter::new().run("async def f():\n    return 1\nawait f()\n", "<test>");
        let last = outcome.error.map(|e| e.last_line()).unwrap_or_default();
        assert!(last.contains("needs the asyncio module"), "{last}");
    }
}
