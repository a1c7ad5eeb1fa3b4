//! Garter: a small, fast, safe Python interpreter for code mode.
//!
//! Source is parsed ([`parse`]), compiled to bytecode ([`compile`], [`bytecode`]) and run by a
//! non-recursive VM ([`vm`]) over values ([`value`]) living in an owned heap ([`heap`]). Builtin
//! types and functions are in [`types`] and [`builtins`]; text formatting (repr, `format`,
//! `%`, `str.format`) in [`format`]; tracebacks and suggestions in [`exceptions`].
//!
//! The interpreter performs no I/O: printed text accumulates in a buffer the host takes.
//!
//! Unsafe code is denied crate-wide; the one exception, the run loop's borrow of a frame's code
//! (`frame_code` in `vm/frame.rs`), states why it is sound where it is allowed.
//!
//! ```
//! let mut interpreter = garter::Interpreter::new();
//! let outcome = interpreter.run("print(1 + 2)", "<example>");
//! assert!(outcome.error.is_none());
//! assert_eq!(outcome.output, "3\n");
//! ```

#![deny(unsafe_code)]

pub mod builtins;
pub mod bytecode;
pub mod compile;
pub mod exceptions;
pub mod fast_hash;
pub mod format;
pub mod heap;
mod host_files;
pub mod host_policy;
pub mod host_value;
pub mod limits;
pub mod parse;
mod running;
pub mod snapshot;
pub mod symbol;
pub mod types;
pub mod value;
pub mod vfs;
pub mod vm;

pub use host_policy::{Clock, Entropy, HostClock, HostEntropy};
pub use host_value::HostValue;
pub use limits::Limits;
pub use running::{Progress, RunError, RunOutcome, Usage};
pub use snapshot::SnapshotError;
pub use vfs::{FileInfo, FsError, VirtualFs};
pub use vm::host::{HostCall, HostError};
use vm::Vm;

/// An interpreter: its globals persist from one [`Interpreter::run`] to the next.
pub struct Interpreter {
    vm: Vm,
    poisoned: bool,
}

impl Default for Interpreter {
    fn default() -> Self {
        Interpreter::new()
    }
}

impl Interpreter {
    pub fn new() -> Interpreter {
        Interpreter {
            vm: Vm::new(),
            poisoned: false,
        }
    }

    /// Sets the maximum Python call depth (`RecursionError` beyond it).
    pub fn set_max_depth(&mut self, depth: usize) {
        self.vm.max_depth = depth;
        self.vm.limits.max_depth = depth;
    }

    /// Sets the limits every later run is held to.
    pub fn set_limits(&mut self, limits: Limits) {
        self.vm.max_depth = limits.max_depth;
        self.vm.limits = limits;
    }

    /// The limits runs are held to.
    pub fn limits(&self) -> &Limits {
        &self.vm.limits
    }

    /// Sets the clock programs may read (none by default: reading the time raises
    /// `PermissionError`). Configuration, like the limits: a snapshot does not carry it, and
    /// [`Interpreter::restore`] keeps this interpreter's own.
    pub fn set_clock(&mut self, clock: Clock) {
        self.vm.clock = clock;
    }

    /// The clock programs may read.
    pub fn clock(&self) -> &Clock {
        &self.vm.clock
    }

    /// Sets the entropy programs may draw (none by default: random bytes raise
    /// `PermissionError` and an unseeded `random` starts from seed 0). Configuration, like the
    /// clock: a snapshot does not carry it.
    pub fn set_entropy(&mut self, entropy: Entropy) {
        self.vm.entropy = entropy;
    }

    /// The entropy programs may draw.
    pub fn entropy(&self) -> &Entropy {
        &self.vm.entropy
    }

    /// Makes a module written in Python importable as `name`; it is compiled and run, under
    /// the same limits as user code, the first time it is imported.
    pub fn add_source_module(&mut self, name: &'static str, source: &'static str) {
        self.vm.source_modules.retain(|(n, _)| *n != name);
        self.vm.source_modules.push((name, source));
    }

    /// Makes tracebacks leave out the frames of the source module `name` (one added with
    /// [`Interpreter::add_source_module`]), as CPython's show none for a module it writes in C.
    /// Frames of the standard library's private modules (`_name`) are always left out.
    pub fn hide_frames_of(&mut self, name: &'static str) {
        if !self.vm.frameless_modules.contains(&name) {
            self.vm.frameless_modules.push(name);
        }
    }

    /// Writes the interpreter's whole state (globals, heap, and a paused run with the host calls
    /// it waits for) to bytes that [`Interpreter::restore`] reads back, in this process or
    /// another. Valid between runs and while a run waits for the host.
    pub fn snapshot(&self) -> Result<Vec<u8>, SnapshotError> {
        if self.poisoned {
            return Err(SnapshotError::Unavailable("it failed earlier".into()));
        }
        snapshot::dump(&self.vm)
    }

    /// Replaces the interpreter's state with the one a snapshot holds. The interpreter must be
    /// configured as the one that made it (the same source and native modules); its limits, clock
    /// and entropy stay its own, while the step count and time used go on from the snapshot. A paused run
    /// continues with [`Interpreter::resume`]. On error the interpreter is left unchanged.
    pub fn restore(&mut self, bytes: &[u8]) -> Result<(), SnapshotError> {
        let vm = snapshot::load(bytes, &self.vm)?;
        self.vm = vm;
        self.poisoned = false;
        Ok(())
    }

    /// Registers native functions a module built by native code offers (its builder makes their
    /// values with `Vm::extension_function_value`). Interpreters that exchange snapshots must
    /// register the same tables in the same order.
    pub fn add_native_functions(
        &mut self,
        module: &'static str,
        functions: &'static [(&'static str, builtins::registry::NativeFn)],
    ) {
        self.vm.add_extension_table(module, functions);
    }

    /// Makes a module built by native code importable as `name`.
    pub fn add_native_module(&mut self, name: &'static str, builder: vm::ModuleBuilder) {
        self.vm.module_builders.retain(|(n, _)| *n != name);
        self.vm.module_builders.push((name, builder));
    }

    /// The names of the modules programs can import (internal `_`-prefixed ones left out), sorted.
    pub fn importable_modules(&self) -> Vec<String> {
        let native = self.vm.module_builders.iter().map(|(name, _)| *name);
        let source = self.vm.source_modules.iter().map(|(name, _)| *name);
        let mut names: Vec<String> = native
            .chain(source)
            .filter(|name| crate::vm::is_public_module(name))
            .map(str::to_string)
            .collect();
        names.sort_unstable();
        names
    }

    /// The names bound in `__main__`'s globals: `__name__`, host functions, and whatever earlier
    /// runs defined.
    pub fn global_names(&self) -> Vec<String> {
        self.vm.global_bindings(0).into_iter().map(|(name, _)| name).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::{Interpreter, Limits, RunError};

    fn run(source: &str) -> super::RunOutcome {
        Interpreter::new().run(source, "<test>")
    }

    #[test]
    fn returns_output_and_last_expression() {
        let outcome = run("x = [1, 2]\nprint(len(x))\nx + [3]");
        assert_eq!(outcome.output, "2\n");
        assert_eq!(outcome.result.as_deref(), Some("[1, 2, 3]"));
        assert!(outcome.error.is_none());
    }

    #[test]
    fn globals_persist_between_runs() {
        let mut interpreter = Interpreter::new();
        assert!(interpreter.run("total = 40", "<a>").error.is_none());
        assert_eq!(interpreter.run("print(total + 2)", "<b>").output, "42\n");
    }

    #[test]
    fn compile_errors_are_syntax_errors() {
        for (source, message) in [
            (
                "1 = x",
                "SyntaxError: cannot assign to literal here. Maybe you meant '==' instead of '='?",
            ),
            ("return 1", "SyntaxError: 'return' outside function"),
            ("break", "SyntaxError: 'break' outside loop"),
            ("class A:\n    await x", "SyntaxError: 'await' outside function"),
            ("def f():\n    await x", "SyntaxError: 'await' outside async function"),
            (
                "def f():\n    async for x in y: pass",
                "SyntaxError: 'async for' outside async function",
            ),
            (
                "async def f():\n    yield from x",
                "SyntaxError: 'yield from' inside async function",
            ),
            (
                "async def f():\n    yield 1\n    return 2",
                "SyntaxError: 'return' with value in async generator",
            ),
            (
                "def f():\n    return [await x for x in y]",
                "SyntaxError: asynchronous comprehension outside of an asynchronous function",
            ),
            (
                "for x in y:\n    try:\n        pass\n    except* ValueError:\n        break",
                "SyntaxError: 'break', 'continue' and 'return' cannot appear in an except* block",
            ),
            (
                "type X = int",
                "SyntaxError: 'type' statements (PEP 695) are not supported",
            ),
            (
                "def f[T](x):\n    return x",
                "SyntaxError: generic type parameters (PEP 695, 'def f[T]') are not supported",
            ),
            (
                "def f():\n    x = 1\n    global x\n",
                "SyntaxError: name 'x' is assigned to before global declaration",
            ),
        ] {
            let outcome = run(source);
            match outcome.error {
                Some(RunError::Syntax { last_line, .. }) => assert_eq!(last_line, message, "{source}"),
                other => panic!("{source}: expected a syntax error, got {other:?}"),
            }
        }
    }

    #[test]
    fn uncaught_errors_carry_a_traceback() {
        let outcome = run("def f():\n    return 1 / 0\nf()\n");
        let Some(RunError::Exception { traceback, last_line }) = outcome.error else {
            panic!("expected an exception");
        };
        assert_eq!(last_line, "ZeroDivisionError: division by zero");
        assert_eq!(
            traceback,
            "Traceback (most recent call last):\n  File \"<test>\", line 3, in <module>\n    f()\n  \
             File \"<test>\", line 2, in f\n    return 1 / 0\n           ~~^~~\nZeroDivisionError: division by zero\n"
        );
    }

    #[test]
    fn tracebacks_are_cut_at_the_output_limit_keeping_the_last_line() {
        let mut interpreter = Interpreter::new();
        interpreter.set_limits(Limits {
            max_output: Some(4096),
            ..Limits::default()
        });
        let long_line = format!("    return f(n - 1)  # {}\n", "y".repeat(3000));
        let source = format!("def f(n):\n    if n == 0:\n        raise ValueError('x' * 10000)\n{long_line}f(50)\n");
        let outcome = interpreter.run(&source, "<test>");
        let Some(RunError::Exception { traceback, last_line }) = outcome.error else {
            panic!("expected an exception");
        };
        assert!(traceback.starts_with("Traceback (most recent call last):\n  File \"<test>\", line 5, in <module>\n"));
        assert!(traceback.contains("\n[traceback truncated: limit of 4.0 KiB reached]\nValueError: xxx"));
        assert_eq!(last_line.len(), 4096, "the final line is cut at the limit too");
        assert!(traceback.len() < 3 * 4096, "{} bytes", traceback.len());
    }

    #[test]
    fn garbage_cycles_are_collected() {
        let mut interpreter = Interpreter::new();
        let outcome = interpreter.run(
            "for i in range(300000):\n    a = []\n    a.append(a)\nprint('ok')",
            "<gc>",
        );
        assert_eq!(outcome.output, "ok\n");
        assert!(interpreter.vm.heap.live_objects() < 150_000, "cycles were not freed");
    }
}
