//! Running code a program compiles at run time: `exec` and `eval` compile their source with the
//! interpreter's own compiler (charged as a run's source is, under the same nesting bounds) and
//! push its frame on the frame stack like a call, so what the code does (host calls included)
//! pauses and resumes as any other frame does. `compile()`'s code objects hold their source and
//! are compiled again for the namespace they run in, as Garter's globals are resolved when code
//! is compiled: a module's own code reaches its slots, code run against a dict reaches the dict
//! by name (`namespace.rs`), and code with a locals mapping apart from its globals keeps its
//! names there as a class body does.
//!
//! The source a program compiles is never the standard library's, whatever name it is given, so
//! it cannot import the internal modules (`internal.rs`).

use std::sync::Arc;

use crate::bytecode::{CodeKind, CodeObject};
use crate::compile::{BodyKind, CodeMode, CompileContext, CompileWarning, NAMESPACE_SLOT_NAME};
use crate::heap::{ExceptionObj, Object};
use crate::parse::{SourceFile, SyntaxErrorInfo, SyntaxErrorKind};
use crate::symbol::{sym, Symbol};
use crate::types::TypeId;
use crate::value::{NativeId, Value};

use super::call::CallOutcome;
use super::frame::{Frame, FrameExit};
use super::globals::{Globals, Namespace};
use super::{PyErr, PyResult, Vm};

/// What a program compiles: `compile()`'s mode, or what `exec` and `eval` compile text as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SourceMode {
    Exec,
    Eval,
    Single,
}

impl SourceMode {
    pub fn from_name(name: &str) -> Option<SourceMode> {
        match name {
            "exec" => Some(SourceMode::Exec),
            "eval" => Some(SourceMode::Eval),
            "single" => Some(SourceMode::Single),
            _ => None,
        }
    }

    fn body(self) -> BodyKind {
        match self {
            SourceMode::Exec => BodyKind::Exec,
            SourceMode::Eval => BodyKind::Eval,
            SourceMode::Single => BodyKind::Interactive,
        }
    }
}

/// What to compile: the text, the name tracebacks show, and the mode.
pub struct Source {
    pub text: String,
    pub filename: String,
    pub mode: SourceMode,
    /// The text comes from a code object `compile()` made, which showed its SyntaxWarnings
    /// then; compiling it again for `exec` or `eval` shows none.
    pub from_code_object: bool,
}

/// Where compiled code runs: the module entry of its globals, and its locals mapping when that
/// is apart from the globals.
struct Target {
    module: u32,
    locals: Option<Value>,
}

impl Vm {
    /// Whether native `id` is `exec` or `eval`, which push a frame instead of returning a value.
    pub(super) fn is_exec_native(id: NativeId) -> bool {
        static IDS: std::sync::LazyLock<[Option<NativeId>; 2]> = std::sync::LazyLock::new(|| {
            [
                crate::builtins::registry::builtin_id("exec"),
                crate::builtins::registry::builtin_id("eval"),
            ]
        });
        IDS.contains(&Some(id))
    }

    /// `exec(source, globals=None, locals=None)` or `eval(...)` called at `stack[at]`: compiles
    /// the source for the namespace it runs in and pushes its frame, whose result (None for
    /// `exec`) the caller receives.
    pub(super) fn call_exec(
        &mut self,
        id: NativeId,
        at: usize,
        args_start: usize,
        kwnames: &[Symbol],
    ) -> PyResult<CallOutcome> {
        let function = crate::builtins::registry::native(id).name;
        let args = self.take_args(at, args_start, kwnames);
        if let Some((name, _)) = args.keywords.first() {
            return Err(PyErr::type_error(if function == "eval" {
                "eval() takes no keyword arguments".to_string()
            } else {
                format!(
                    "'{}' is an invalid keyword argument for exec()",
                    self.interner.name(*name)
                )
            }));
        }
        args.arity(function, 1, 3)?;
        let globals = args.get(1).unwrap_or(Value::None);
        let locals = args.get(2).unwrap_or(Value::None);
        self.check_namespaces(function, globals, locals)?;
        let source = self.exec_source(function, args.positional[0])?;
        let target = self.exec_target(globals, locals)?;
        let slots = match self.modules[target.module as usize].namespace {
            Namespace::Slots => Some(target.module),
            _ => None,
        };
        let code = self.compile_for(&source, slots, target.locals.is_some(), function == "exec")?;
        if self.frames.len() >= self.max_depth {
            return Err(PyErr::new(TypeId::RecursionError, "maximum recursion depth exceeded"));
        }
        let base = self.stack.len();
        self.stack
            .extend(std::iter::repeat_n(Value::Undefined, code.frame_slots()));
        if let Some(locals) = target.locals {
            self.stack[base] = locals;
        }
        self.frames.push(Frame {
            code,
            pc: 0,
            base: base as u32,
            ret_sp: at as u32,
            module: target.module,
            exit: FrameExit::Push,
            generator: None,
        });
        Ok(CallOutcome::FramePushed)
    }

    /// CPython's checks of the `globals` and `locals` arguments.
    fn check_namespaces(&self, function: &str, globals: Value, locals: Value) -> PyResult<()> {
        if globals != Value::None && self.dict_table(globals).is_none() {
            return Err(PyErr::type_error(if function == "eval" {
                "globals must be a real dict; try eval(expr, {}, mapping)".to_string()
            } else {
                format!("exec() globals must be a dict, not {}", self.type_name(globals))
            }));
        }
        if locals != Value::None && self.dict_table(locals).is_none() {
            return Err(PyErr::type_error(if function == "eval" {
                "locals must be a mapping".to_string()
            } else {
                format!("locals must be a mapping or None, not {}", self.type_name(locals))
            }));
        }
        Ok(())
    }

    /// The source `exec` or `eval` runs: a str, bytes (UTF-8) or a code object of `compile()`.
    fn exec_source(&mut self, function: &str, arg: Value) -> PyResult<Source> {
        if let Some(source) = self.code_object_source(arg)? {
            return Ok(source);
        }
        let mode = if function == "eval" {
            SourceMode::Eval
        } else {
            SourceMode::Exec
        };
        let text = self
            .source_text(arg)?
            .ok_or_else(|| PyErr::type_error(format!("{function}() arg 1 must be a string, bytes or code object")))?;
        Ok(Source {
            text,
            filename: "<string>".to_string(),
            mode,
            from_code_object: false,
        })
    }

    /// The text of a str or bytes source (`None` for anything else).
    pub(crate) fn source_text(&mut self, arg: Value) -> PyResult<Option<String>> {
        if let Some(text) = self.str_of(arg) {
            return Ok(Some(text.to_string()));
        }
        match self.object(arg) {
            Some(Object::Bytes(bytes)) => match std::str::from_utf8(bytes) {
                Ok(text) => Ok(Some(text.to_string())),
                Err(_) => Err(PyErr::new(
                    TypeId::SyntaxError,
                    "(unicode error) 'utf-8' codec can't decode bytes in the source",
                )),
            },
            _ => Ok(None),
        }
    }

    /// The source a code object made by `compile()` holds, if `arg` is one.
    fn code_object_source(&mut self, arg: Value) -> PyResult<Option<Source>> {
        let Some(Object::Instance(_)) = self.object(arg) else {
            return Ok(None);
        };
        let class = self.prelude_function("code")?;
        if !self.class_of(arg).is_same(class) {
            return Ok(None);
        }
        let field = |vm: &mut Vm, name: &str| -> PyResult<Option<String>> {
            let name = vm.interner.intern(name);
            let value = vm.getattr(arg, name)?;
            Ok(vm.str_of(value).map(str::to_string))
        };
        let text = field(self, "_source")?;
        let filename = field(self, "co_filename")?;
        let mode = field(self, "_mode")?;
        if mode.as_deref() == Some("function") {
            return Err(PyErr::type_error(
                "exec() and eval() cannot run a function's code object here: call the function instead",
            ));
        }
        match (text, filename, mode.as_deref().and_then(SourceMode::from_name)) {
            (Some(text), Some(filename), Some(mode)) => Ok(Some(Source {
                text,
                filename,
                mode,
                from_code_object: true,
            })),
            _ => Err(PyErr::type_error("the code object was altered")),
        }
    }

    /// Where code runs given `exec`'s `globals` and `locals`: a dict's entry (with
    /// `__builtins__` added as CPython adds it) or the calling frame's module, and the locals
    /// mapping when it is apart from the globals (inside a function, a snapshot of its locals).
    fn exec_target(&mut self, globals: Value, locals: Value) -> PyResult<Target> {
        if let Value::Ref(dict) = globals {
            let key = self.name_str(sym::DUNDER_BUILTINS);
            if !self.dict_contains(globals, key)? {
                let builtins = self.import_module(sym::BUILTINS)?;
                self.dict_set(globals, key, builtins)?;
            }
            let module = self.namespace_module(dict);
            let locals = (locals != Value::None && !locals.is_same(globals)).then_some(locals);
            return Ok(Target { module, locals });
        }
        let Some(frame) = self.frames.last() else {
            return Ok(Target {
                module: 0,
                locals: (locals != Value::None).then_some(locals),
            });
        };
        let module = frame.module;
        if locals != Value::None {
            let own = self.namespace_dict(module as usize).is_some_and(|g| g.is_same(locals));
            return Ok(Target {
                module,
                locals: (!own).then_some(locals),
            });
        }
        let (code, base) = (frame.code.clone(), frame.base as usize);
        let locals = if has_namespace_slot(&code, &self.interner) {
            Some(self.stack[base])
        } else if code.kind == CodeKind::Module {
            None
        } else {
            Some(self.locals_snapshot(&code, base)?)
        };
        Ok(Target { module, locals })
    }

    /// The locals of a function frame, as a new dict (what `locals()` returns).
    pub(crate) fn locals_snapshot(&mut self, code: &CodeObject, base: usize) -> PyResult<Value> {
        let mut flat = Vec::new();
        for (i, name) in code.varnames.iter().enumerate() {
            let value = self.stack[base + i];
            if value != Value::Undefined {
                flat.push(self.name_str(*name));
                flat.push(value);
            }
        }
        for (n, name) in code.cellvars.iter().chain(&code.freevars).enumerate() {
            let value = self.cell_get(self.stack[base + code.varnames.len() + n]);
            if value != Value::Undefined {
                flat.push(self.name_str(*name));
                flat.push(value);
            }
        }
        self.new_dict_from_pairs(&flat)
    }

    /// Compiles `source` for code whose globals are the slots of module `slots` (or reached by
    /// name when `None`), with its names in a locals mapping when `separate_locals`, reusing a
    /// recent compilation of the same. `discard` drops an `eval`-mode body's value (`exec` of
    /// an expression's code).
    fn compile_for(
        &mut self,
        source: &Source,
        slots: Option<u32>,
        separate_locals: bool,
        discard: bool,
    ) -> PyResult<Arc<CodeObject>> {
        let body = match source.mode {
            SourceMode::Eval if discard => BodyKind::Exec,
            mode => mode.body(),
        };
        let mode = CodeMode {
            globals_by_name: slots.is_none(),
            separate_locals,
            body,
        };
        let key = CompiledKey {
            text: source.text.clone(),
            filename: source.filename.clone(),
            mode,
            module: slots,
        };
        let (code, warnings) = match self.compiled_cache.get(&key) {
            Some(cached) => cached,
            None => {
                let (code, warnings) = self.compile_source(source, mode, slots)?;
                self.compiled_cache.insert(key, code.clone(), warnings.clone());
                (code, warnings)
            }
        };
        if !source.from_code_object {
            // CPython finds no source line for code compiled from a string, so shows none.
            for warning in warnings.iter() {
                self.write_stderr(&warning.render(&source.filename, None));
            }
        }
        Ok(code)
    }

    /// `compile()`'s check: the source compiles (as code reaching its globals by name, kept
    /// for `exec` of the code object in a dict, the usual use).
    pub(crate) fn check_compiles(&mut self, source: &Source) -> PyResult<()> {
        self.compile_for(source, None, false, false).map(|_| ())
    }

    /// Compiles `source` with `mode`, its globals in the slots of `module` (or by name when
    /// `None`), charged as a run's source is; a syntax error is raised as CPython raises it
    /// (after the SyntaxWarnings found before it are shown). Returns the code and its
    /// SyntaxWarnings.
    pub(crate) fn compile_source(
        &mut self,
        source: &Source,
        mode: CodeMode,
        module: Option<u32>,
    ) -> PyResult<(Arc<CodeObject>, Arc<[CompileWarning]>)> {
        if source.mode == SourceMode::Eval && source.text.trim_matches([' ', '\t', '\n', '\r', '\x0c']).is_empty() {
            let message = self.new_str("invalid syntax");
            let filename = self.new_str(source.filename.clone());
            let details = self.new_tuple(vec![
                filename,
                Value::Int(0),
                Value::Int(0),
                Value::None,
                Value::Int(0),
                Value::Int(0),
            ]);
            let exc = ExceptionObj::new(TypeId::SyntaxError, vec![message, details]);
            return Err(PyErr::Exception(self.heap.alloc(Object::Exception(Box::new(exc)))));
        }
        if source.text.contains('\0') {
            return Err(PyErr::new(
                TypeId::SyntaxError,
                "source code string cannot contain null bytes",
            ));
        }
        self.check_compile_cost(crate::parse::compile_cost(&source.text))?;
        let text = match source.mode {
            SourceMode::Eval => source.text.trim_start_matches([' ', '\t']),
            _ => source.text.as_str(),
        };
        let file = Arc::new(SourceFile::compiled_at_run_time(&source.filename, text));
        let mut scratch = Globals::default();
        let globals = match module {
            Some(module) => &mut self.modules[module as usize],
            None => &mut scratch,
        };
        let mut ctx = CompileContext {
            heap: &mut self.heap,
            interner: &mut self.interner,
            globals,
            constants: &mut self.constants,
            top_level_await: false,
            mode,
            warnings: Vec::new(),
        };
        let compiled = match source.mode {
            SourceMode::Eval => crate::parse::parse_expression(&file).map(|expression| {
                let range = rustpython_parser::ast::Ranged::range(&expression);
                vec![rustpython_parser::ast::Stmt::Expr(rustpython_parser::ast::StmtExpr {
                    range,
                    value: Box::new(expression),
                })]
            }),
            SourceMode::Exec => crate::parse::parse_module(&file),
            SourceMode::Single => crate::parse::parse_interactive(&file).and_then(|body| {
                if body.len() > 1 {
                    crate::parse::dismantle(body);
                    return Err(SyntaxErrorInfo::new(
                        "multiple statements found while compiling a single statement",
                        1,
                        1,
                    ));
                }
                Ok(body)
            }),
        }
        .and_then(|body| {
            let code = crate::compile::compile_module(&mut ctx, &body, file.clone());
            crate::parse::dismantle(body);
            code
        });
        let warnings: Arc<[CompileWarning]> = std::mem::take(&mut ctx.warnings).into();
        match compiled {
            Ok(code) => Ok((code, warnings)),
            Err(error) => {
                for warning in warnings.iter() {
                    self.write_stderr(&warning.render(&file.name, None));
                }
                Err(self.syntax_error(&file, &error))
            }
        }
    }

    /// The SyntaxError (IndentationError, TabError) for `error` in `file`, with CPython's
    /// attributes (`msg`, `filename`, `lineno`, `offset`, `text`, `end_lineno`, `end_offset`).
    pub fn syntax_error(&mut self, file: &SourceFile, error: &SyntaxErrorInfo) -> PyErr {
        let class = match error.kind {
            SyntaxErrorKind::Syntax => TypeId::SyntaxError,
            SyntaxErrorKind::Indentation => TypeId::IndentationError,
            SyntaxErrorKind::Tab => TypeId::TabError,
        };
        let message = self.new_str(error.message.clone());
        let filename = self.new_str(file.name.clone());
        let line = Value::Int(i64::from(error.line));
        let offset = Value::Int(i64::from(error.column));
        let text = match file.line_text(error.line) {
            Some(text) => self.new_str(format!("{text}\n")),
            None => Value::None,
        };
        let (end_line, end_offset) = match error.end {
            Some((end_line, end_column)) => (Value::Int(i64::from(end_line)), Value::Int(end_column)),
            None => (line, Value::Int(i64::from(error.column) + 1)),
        };
        let details = self.new_tuple(vec![filename, line, offset, text, end_line, end_offset]);
        let mut exc = ExceptionObj::new(class, vec![message, details]);
        for (name, value) in [
            ("msg", message),
            ("filename", filename),
            ("lineno", line),
            ("offset", offset),
            ("text", text),
            ("end_lineno", end_line),
            ("end_offset", end_offset),
        ] {
            let name = self.interner.intern(name);
            exc.set_attr(name, value);
        }
        PyErr::Exception(self.heap.alloc(Object::Exception(Box::new(exc))))
    }
}

/// What a compilation depends on, to reuse its code when a program evaluates the same source
/// again (`eval(expression, row)` in a loop compiles once).
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) struct CompiledKey {
    text: String,
    filename: String,
    mode: CodeMode,
    /// The module whose slots the code uses (`None` for code reaching its globals by name).
    module: Option<u32>,
}

/// The last few compilations of `exec`, `eval` and `compile`, with their SyntaxWarnings, which
/// CPython shows at every compilation (not program state).
#[derive(Default)]
pub(crate) struct CompiledCache {
    entries: std::collections::VecDeque<CachedCompilation>,
}

struct CachedCompilation {
    key: CompiledKey,
    code: Arc<CodeObject>,
    warnings: Arc<[CompileWarning]>,
}

impl CompiledCache {
    /// How many compilations are kept.
    const SIZE: usize = 32;

    fn get(&mut self, key: &CompiledKey) -> Option<(Arc<CodeObject>, Arc<[CompileWarning]>)> {
        self.entries
            .iter()
            .find(|entry| entry.key == *key)
            .map(|entry| (entry.code.clone(), entry.warnings.clone()))
    }

    fn insert(&mut self, key: CompiledKey, code: Arc<CodeObject>, warnings: Arc<[CompileWarning]>) {
        if self.entries.len() == Self::SIZE {
            self.entries.pop_back();
        }
        self.entries.push_front(CachedCompilation { key, code, warnings });
    }
}

impl Vm {
    /// `PrintExpr`: what the interactive prompt shows for an expression statement.
    pub(super) fn print_expression_value(&mut self, value: Value) -> PyResult<()> {
        if value != Value::None {
            let text = self.repr(value)?;
            self.write_output(&text);
            self.write_output("\n");
        }
        Ok(())
    }

    /// `ImportStar`: binds the public names of `source` (its `__all__`, else its globals not
    /// starting with `_`) where the running module body keeps its names.
    pub(super) fn import_star(&mut self, source: Value, module: usize, code: &CodeObject, base: usize) -> PyResult<()> {
        let names = match self.getattr(source, sym::DUNDER_ALL) {
            Ok(all) => {
                let mut names = Vec::new();
                for item in self.collect_iterable(all)? {
                    let Some(text) = self.str_of(item).map(str::to_string) else {
                        let module_name = self.module_display_name(source);
                        return Err(PyErr::type_error(format!(
                            "Item in {module_name}.__all__ must be str, not {}",
                            self.type_name(item)
                        )));
                    };
                    names.push(self.intern_runtime_name(&text)?);
                }
                names
            }
            Err(err) if self.error_is(&err, TypeId::AttributeError) => match self.object(source) {
                Some(Object::Module(m)) => {
                    let (shown_as, globals) = (m.name, m.globals as usize);
                    let public: Vec<String> = self
                        .global_bindings(globals)
                        .into_iter()
                        .filter(|(name, value)| !name.starts_with('_') && self.shown_global(shown_as, *value))
                        .map(|(name, _)| name)
                        .collect();
                    public
                        .iter()
                        .map(|name| self.intern_runtime_name(name))
                        .collect::<PyResult<_>>()?
                }
                _ => Vec::new(),
            },
            Err(err) => return Err(err),
        };
        let namespace = has_namespace_slot(code, &self.interner).then(|| self.stack[base]);
        for name in names {
            let value = self.getattr(source, name)?;
            match namespace {
                Some(namespace) => {
                    let key = self.name_str(name);
                    self.dict_set(namespace, key, value)?;
                }
                None => self.store_global_name(module, name, value)?,
            }
        }
        Ok(())
    }

    /// The locals mapping of the running frame when it keeps its names in one: a class body, or
    /// code `exec` runs with locals apart from its globals.
    pub(crate) fn frame_namespace(&self) -> Option<Value> {
        let frame = self.frames.last()?;
        has_namespace_slot(&frame.code, &self.interner).then(|| self.stack[frame.base as usize])
    }

    /// The name of a module object, for messages.
    fn module_display_name(&self, module: Value) -> String {
        match self.object(module) {
            Some(Object::Module(m)) => self.interner.name(m.name).to_string(),
            _ => "module".to_string(),
        }
    }
}

/// Whether a body keeps its names in a namespace mapping held in local slot 0: a class body, or
/// a module body compiled with `separate_locals`.
fn has_namespace_slot(code: &CodeObject, interner: &crate::symbol::Interner) -> bool {
    code.varnames
        .first()
        .is_some_and(|name| interner.name(*name) == NAMESPACE_SLOT_NAME)
}
