//! AST → bytecode.
//!
//! [`compile_module`] runs scope analysis ([`scope`]) and then generates one [`CodeObject`] per
//! module, function, lambda and comprehension body. Code generation is split by construct:
//! [`stmt`] (statements and loops), [`expr`] (expressions), [`assign`] (targets, unpacking,
//! `del`), [`call`] (calls and arguments), [`function`] (def, lambda, comprehensions),
//! [`handlers`] (try/except/finally, raise and the unwinding of `return`/`break`/`continue`) and
//! [`pattern`] (`match` statements).
//! This file holds the shared machinery: code units, labels, emission, constants and names.

pub mod annotations;
mod assign;
mod async_code;
mod call;
mod expr;
mod function;
pub mod future;
mod handlers;
mod pattern;
mod with;

pub mod scope;
mod stmt;
mod unparse;
mod warnings;

pub use assign::describe as describe_target;
pub use warnings::CompileWarning;

use std::collections::HashMap;

use crate::fast_hash::FastMap;
use std::sync::Arc;

use num_bigint::BigInt;
use num_traits::ToPrimitive;
use rustpython_parser::ast::{self, Ranged, Stmt};
use rustpython_parser::text_size::TextSize;

use crate::bytecode::{CodeKind, CodeObject, ColumnSpan, ExceptionEntry, Instr, Signature, SourcePosition};
use crate::heap::{Heap, Object};
use crate::parse::{SourceFile, SyntaxErrorInfo};
use crate::symbol::{Interner, Symbol};
use crate::types::complex::Complex;
use crate::types::str::PyStr;
use crate::value::Value;
use crate::vm::globals::Globals;
use scope::{NameScope, Scope, ScopeKey, ScopeKind, ScopeTree};

/// Deepest expression nesting the compiler accepts before reporting a syntax error.
pub(super) const MAX_EXPR_DEPTH: u32 = 1000;

/// What the compiler needs from the interpreter: the heap for constants, the interner, and the
/// global slots of the module being compiled.
pub struct CompileContext<'a> {
    pub heap: &'a mut Heap,
    pub interner: &'a mut Interner,
    pub globals: &'a mut Globals,
    /// Every constant created, so the collector keeps them alive.
    pub constants: &'a mut Vec<Value>,
    /// Whether `await` may appear at module level, making the module body a coroutine.
    pub top_level_await: bool,
    /// How the code reaches its names and what its body does with expression statements.
    pub mode: CodeMode,
    /// The SyntaxWarnings found so far, in the order CPython reports them (see [`warnings`]).
    pub warnings: Vec<CompileWarning>,
}

/// How compiled code reaches its names, and what its module body is: a program's, or the code
/// `exec`, `eval` or `compile` make (see `vm/exec.rs`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CodeMode {
    /// Globals are read, written and deleted by name in the dict backing the module at run time
    /// (`exec(source, namespace)`), instead of through slots resolved at compile time.
    pub globals_by_name: bool,
    /// The module body's own names live in a mapping held in local slot 0, read and written by
    /// name as in a class body (`exec(source, globals, locals)` with two different mappings, or
    /// `exec` inside a function, whose locals are a snapshot).
    pub separate_locals: bool,
    pub body: BodyKind,
}

/// What a module body does with its expression statements.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BodyKind {
    /// A program: the value of a final expression statement is the run's result.
    #[default]
    Program,
    /// `exec`: every value is dropped.
    Exec,
    /// `eval`: the body is one expression, whose value the code returns.
    Eval,
    /// `compile(..., 'single')`: each expression statement's value is printed as the
    /// interactive prompt prints it (its repr, unless None).
    Interactive,
}

/// The name of the local slot holding the namespace of a class body or of a module body compiled
/// with `separate_locals` (not an identifier, so no program name can collide with it).
pub const NAMESPACE_SLOT_NAME: &str = ".namespace";

/// Compiles a parsed module into its code object.
pub fn compile_module(
    ctx: &mut CompileContext,
    body: &[Stmt],
    source: Arc<SourceFile>,
) -> Result<Arc<CodeObject>, SyntaxErrorInfo> {
    let future = future::future_of(body, &source)?;
    let tree = scope::analyze(body, &source)?;
    let mut compiler = Compiler {
        ctx,
        tree: &tree,
        source,
        units: Vec::new(),
        future,
    };
    let kind = if compiler.ctx.top_level_await && tree.get(scope::MODULE_KEY).is_coroutine {
        CodeKind::Coroutine
    } else {
        CodeKind::Module
    };
    compiler.push_unit(scope::MODULE_KEY, kind, "<module>".into(), 1, Signature::default());
    compiler.module_body(body)?;
    let code = compiler.pop_unit();
    #[cfg(debug_assertions)]
    check_stack_depths(&code);
    Ok(code)
}

/// Marks each `LoadFast` that a `LoadSmallInt` and an arithmetic operator or comparison follow
/// (`Instr::LoadFastThenIntOp`), or a `LoadAttr` or `LoadMethod` (`Instr::LoadFastThenAttr`,
/// `Instr::LoadFastThenMethod`), so the run loop can finish them in one dispatch.
fn mark_fused_loads(instrs: &mut [Instr]) {
    for pc in 0..instrs.len().saturating_sub(1) {
        let Instr::LoadFast(local) = instrs[pc] else { continue };
        instrs[pc] = match instrs[pc + 1..] {
            [Instr::LoadSmallInt(_), Instr::BinaryOp(_) | Instr::InplaceOp(_) | Instr::Compare(_), ..] => {
                Instr::LoadFastThenIntOp(local)
            }
            [Instr::LoadAttr(_), ..] => Instr::LoadFastThenAttr(local),
            [Instr::LoadMethod(_), ..] => Instr::LoadFastThenMethod(local),
            _ => continue,
        };
    }
}

/// Debug builds pass every compiled code object through the stack-depth analysis that restored
/// code must pass, so a compiler change that breaks its invariants fails the tests at once.
#[cfg(debug_assertions)]
fn check_stack_depths(code: &CodeObject) {
    if let Err(why) = crate::bytecode::stack_depth::stack_depths(code) {
        panic!("the compiler produced inconsistent code for '{}': {why}", code.qualname);
    }
    code.children.iter().for_each(|child| check_stack_depths(child));
}

/// A jump target, bound to an instruction index once known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Label(u32);

/// The source position attributed to the instructions being emitted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Location {
    line: u32,
    span: ColumnSpan,
}

/// An exception handler in force while instructions are emitted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Handler {
    label: Label,
    depth: u32,
}

/// A construct that `return`, `break` and `continue` must unwind when they leave it.
#[derive(Clone, Debug)]
enum FBlock<'a> {
    WhileLoop {
        start: Label,
        exit: Label,
    },
    /// The iterator is on the stack.
    ForLoop {
        start: Label,
        exit: Label,
    },
    TryExcept,
    /// The finally body to run on the way out.
    FinallyTry(&'a [Stmt]),
    /// Inside a finally body run for an exception: `[previous_exc, exc]` are on the stack.
    FinallyEnd,
    /// Inside an except body: `[previous_exc]` is on the stack; the name bound by `as`.
    HandlerCleanup(Option<&'a str>),
    /// A value to drop when unwinding.
    PopValue,
    /// Inside an `except*` clause, which `break`, `continue` and `return` may not leave.
    ExceptStarHandler,
    /// Inside a `with` body: the bound `__exit__` (`__aexit__`) is on the stack.
    With {
        is_async: bool,
    },
}

/// The code being generated for one body.
struct CodeUnit<'a> {
    key: ScopeKey,
    kind: CodeKind,
    qualname: String,
    first_line: u32,
    signature: Signature,
    instrs: Vec<Instr>,
    lines: Vec<u32>,
    columns: Vec<ColumnSpan>,
    handlers_at: Vec<Option<Handler>>,
    labels: Vec<Option<u32>>,
    consts: Vec<Value>,
    const_index: HashMap<ConstKey, u32>,
    names: Vec<Symbol>,
    /// Each name's index in `names`.
    name_index: FastMap<Symbol, u32>,
    kwnames: Vec<Box<[Symbol]>>,
    varnames: Vec<Symbol>,
    /// Each fast local's slot (its first index in `varnames`).
    local_slots: FastMap<Symbol, u32>,
    cellvars: Vec<Symbol>,
    freevars: Vec<Symbol>,
    /// Each cell and free variable's index among `cellvars` then `freevars` (a cell first).
    deref_slots: FastMap<Symbol, u32>,
    children: Vec<Arc<CodeObject>>,
    doc: Option<Value>,
    /// The line attributed to instructions emitted now.
    line: u32,
    /// The rest of the source position attributed to instructions emitted now.
    span: ColumnSpan,
    handler_stack: Vec<Handler>,
    fblocks: Vec<FBlock<'a>>,
    /// Values held on the operand stack by enclosing constructs at the current statement.
    depth: u32,
    /// Current expression nesting, bounded by `MAX_EXPR_DEPTH`.
    expr_depth: u32,
}

/// A constant's identity for deduplication.
#[derive(Hash, PartialEq, Eq)]
enum ConstKey {
    Str(String),
    Bytes(Vec<u8>),
    Int(BigInt),
    Float(u64),
    /// The bits of the real and imaginary parts.
    Complex(u64, u64),
}

struct Compiler<'a, 'b, 'c> {
    ctx: &'b mut CompileContext<'c>,
    tree: &'a ScopeTree,
    source: Arc<SourceFile>,
    units: Vec<CodeUnit<'a>>,
    /// What the module's `from __future__` imports ask for.
    future: future::Future,
}

type CompileResult = Result<(), SyntaxErrorInfo>;

impl<'a> Compiler<'a, '_, '_> {
    fn unit(&mut self) -> &mut CodeUnit<'a> {
        self.units
            .last_mut()
            .expect("a code unit is always open while compiling")
    }

    fn scope(&self) -> &'a Scope {
        let key = self.units.last().expect("a code unit is open").key;
        self.tree.get(key)
    }

    fn push_unit(&mut self, key: ScopeKey, kind: CodeKind, qualname: String, first_line: u32, signature: Signature) {
        let scope = self.tree.get(key);
        let intern =
            |c: &mut Self, names: &[String]| names.iter().map(|n| c.ctx.interner.intern(n)).collect::<Vec<_>>();
        let varnames = if scope.kind == ScopeKind::Module && self.ctx.mode.separate_locals {
            vec![self.ctx.interner.intern(NAMESPACE_SLOT_NAME)]
        } else if scope.kind == ScopeKind::Module {
            Vec::new()
        } else {
            intern(self, &scope.varnames())
        };
        let cellvars = intern(self, &scope.cellvars);
        let freevars = intern(self, &scope.freevars);
        let first_slots = |names: &mut dyn Iterator<Item = Symbol>| {
            let mut slots = FastMap::default();
            for (slot, name) in names.enumerate() {
                slots.entry(name).or_insert(slot as u32);
            }
            slots
        };
        let local_slots = first_slots(&mut varnames.iter().copied());
        let deref_slots = first_slots(&mut cellvars.iter().chain(&freevars).copied());
        self.units.push(CodeUnit {
            key,
            kind,
            qualname,
            first_line,
            signature,
            instrs: Vec::new(),
            lines: Vec::new(),
            columns: Vec::new(),
            handlers_at: Vec::new(),
            labels: Vec::new(),
            consts: Vec::new(),
            const_index: HashMap::new(),
            names: Vec::new(),
            name_index: FastMap::default(),
            kwnames: Vec::new(),
            varnames,
            local_slots,
            cellvars,
            freevars,
            deref_slots,
            children: Vec::new(),
            doc: None,
            line: first_line,
            span: ColumnSpan::UNKNOWN,
            handler_stack: Vec::new(),
            fblocks: Vec::new(),
            depth: 0,
            expr_depth: 0,
        });
    }

    /// Finishes the innermost code unit: resolves jumps and builds the exception table.
    fn pop_unit(&mut self) -> Arc<CodeObject> {
        let unit = self.units.pop().expect("pop_unit matches push_unit");
        let scope = self.tree.get(unit.key);
        let mut instrs = unit.instrs;
        for instr in instrs.iter_mut() {
            if let Some(label) = instr.jump_target() {
                let target = unit.labels[label as usize].unwrap_or(0);
                *instr = instr.with_jump_target(target);
            }
        }
        mark_fused_loads(&mut instrs);
        let mut exception_table: Vec<ExceptionEntry> = Vec::new();
        for (pc, handler) in unit.handlers_at.iter().enumerate() {
            let Some(handler) = handler else { continue };
            let target = unit.labels[handler.label.0 as usize].unwrap_or(0);
            match exception_table.last_mut() {
                Some(last) if last.end == pc as u32 && last.handler == target && last.depth == handler.depth => {
                    last.end += 1;
                }
                _ => exception_table.push(ExceptionEntry {
                    start: pc as u32,
                    end: pc as u32 + 1,
                    handler: target,
                    depth: handler.depth,
                }),
            }
        }
        let cell_params = unit
            .cellvars
            .iter()
            .map(|cell| {
                unit.varnames
                    .iter()
                    .position(|v| v == cell)
                    .filter(|p| (*p as u32) < unit.signature.param_slots())
                    .map(|p| p as u32)
            })
            .collect();
        let name_text = match scope.kind {
            ScopeKind::Module => "<module>".to_string(),
            _ => unit.qualname.rsplit('.').next().unwrap_or("").to_string(),
        };
        let name = self.ctx.interner.intern(&name_text);
        Arc::new(CodeObject {
            kind: unit.kind,
            name,
            qualname: unit.qualname.into(),
            source: self.source.clone(),
            first_line: unit.first_line,
            instrs,
            lines: unit.lines,
            columns: unit.columns,
            consts: unit.consts,
            names: unit.names,
            kwnames: unit.kwnames,
            varnames: unit.varnames,
            cellvars: unit.cellvars,
            freevars: unit.freevars,
            cell_params,
            signature: unit.signature,
            exception_table,
            children: unit.children,
            doc: unit.doc,
        })
    }

    // ----- emission -----

    fn emit(&mut self, instr: Instr) {
        let unit = self.unit();
        unit.instrs.push(instr);
        unit.lines.push(unit.line);
        unit.columns.push(unit.span);
        let handler = unit.handler_stack.last().copied();
        unit.handlers_at.push(handler);
    }

    fn new_label(&mut self) -> Label {
        let unit = self.unit();
        unit.labels.push(None);
        Label(unit.labels.len() as u32 - 1)
    }

    fn bind_label(&mut self, label: Label) {
        let unit = self.unit();
        unit.labels[label.0 as usize] = Some(unit.instrs.len() as u32);
    }

    /// Emits a jump-type instruction (built with the label's number as its target).
    fn emit_jump(&mut self, make: fn(u32) -> Instr, label: Label) {
        self.emit(make(label.0));
    }

    /// Makes `label` the handler for instructions emitted from now on, at the current depth plus
    /// `extra` values.
    fn push_handler(&mut self, label: Label, extra: u32) {
        let unit = self.unit();
        let depth = unit.depth + extra;
        unit.handler_stack.push(Handler { label, depth });
    }

    /// Enters a block that `return`/`break`/`continue` must unwind, refusing more nesting than
    /// CPython allows (`CO_MAXBLOCKS`).
    fn push_fblock(&mut self, block: FBlock<'a>) -> CompileResult {
        const MAX_BLOCKS: usize = 20;
        let unit = self.unit();
        if unit.fblocks.len() >= MAX_BLOCKS {
            let line = unit.line;
            return Err(SyntaxErrorInfo::new("too many statically nested blocks", line, 1));
        }
        unit.fblocks.push(block);
        Ok(())
    }

    fn pop_handler(&mut self) {
        self.unit().handler_stack.pop();
    }

    /// Attributes subsequent instructions to `node`'s source position (its start line, its end
    /// and its columns, as CPython's compiler does); returns the previous position so the
    /// caller can restore it.
    fn set_line(&mut self, node: &impl Ranged) -> Location {
        let range = node.range();
        let location = self.location_of(range.start(), range.end());
        self.set_location(location)
    }

    /// Attributes subsequent instructions to `location`; returns the previous one.
    fn set_location(&mut self, location: Location) -> Location {
        let unit = self.unit();
        let previous = Location {
            line: unit.line,
            span: unit.span,
        };
        unit.line = location.line;
        unit.span = location.span;
        previous
    }

    /// The position of the source between byte offsets `start` and `end`.
    fn location_of(&self, start: TextSize, end: TextSize) -> Location {
        let (line, column) = self.source.line_and_byte_column(start);
        let (end_line, end_column) = self.source.line_and_byte_column(end);
        Location {
            line,
            span: ColumnSpan::of(SourcePosition {
                line,
                end_line,
                column,
                end_column,
            }),
        }
    }

    /// The position of `node` for instructions that act on `attribute` (its own load, or the
    /// call of a method): when the attribute's name is on a later line than where `node`
    /// starts, the position starts at the name, as CPython 3.11 places it.
    fn location_at_attribute(&self, node: &impl Ranged, attribute: &ast::ExprAttribute) -> Location {
        let range = node.range();
        let location = self.location_of(range.start(), range.end());
        let (name_line, name_end) = self.source.line_and_byte_column(attribute.range.end());
        let Some(position) = self.position(location) else {
            return location;
        };
        if name_line == position.line {
            return location;
        }
        let name_length = attribute.attr.as_str().chars().count() as u32;
        let column = name_end.saturating_sub(name_length);
        let end_line = position.end_line.max(name_line);
        let end_column = if end_line == name_line {
            position.end_column.max(column)
        } else {
            position.end_column
        };
        Location {
            line: name_line,
            span: ColumnSpan::of(SourcePosition {
                line: name_line,
                end_line,
                column,
                end_column,
            }),
        }
    }

    /// The full position of `location`, when its columns are known.
    fn position(&self, location: Location) -> Option<SourcePosition> {
        if location.span == ColumnSpan::UNKNOWN {
            return None;
        }
        Some(SourcePosition {
            line: location.line,
            end_line: location.line + u32::from(location.span.end_line_delta),
            column: u32::from(location.span.start),
            end_column: u32::from(location.span.end),
        })
    }

    fn restore_line(&mut self, location: Location) {
        self.set_location(location);
    }

    /// A syntax error at `node`.
    fn error(&self, node: &impl Ranged, message: impl Into<String>) -> SyntaxErrorInfo {
        let end = node.range().end();
        self.error_at(node.range().start(), message)
            .ending_at((self.source.line_of(end), self.source.column_of(end)))
    }

    /// The SyntaxError of an expression an annotation may not hold, underlining it.
    fn refusal_error(&self, refusal: &unparse::Refusal) -> SyntaxErrorInfo {
        self.error_at(refusal.offset, refusal.message)
            .ending_at((self.source.line_of(refusal.end), self.source.column_of(refusal.end)))
    }

    fn error_at(&self, offset: TextSize, message: impl Into<String>) -> SyntaxErrorInfo {
        SyntaxErrorInfo::new(message, self.source.line_of(offset), self.source.column_of(offset))
    }

    // ----- constants and names -----

    fn add_const(&mut self, key: Option<ConstKey>, make: impl FnOnce(&mut Heap) -> Value) -> u32 {
        if let Some(k) = &key {
            if let Some(i) = self.unit().const_index.get(k) {
                return *i;
            }
        }
        let value = make(self.ctx.heap);
        if matches!(value, Value::Ref(_)) {
            self.ctx.constants.push(value);
        }
        let unit = self.unit();
        unit.consts.push(value);
        let index = unit.consts.len() as u32 - 1;
        if let Some(k) = key {
            unit.const_index.insert(k, index);
        }
        index
    }

    fn const_str(&mut self, text: &str) -> u32 {
        let owned = text.to_string();
        self.add_const(Some(ConstKey::Str(owned.clone())), |heap| {
            heap.alloc_value(Object::Str(PyStr::new(owned)))
        })
    }

    fn emit_load_str(&mut self, text: &str) {
        let index = self.const_str(text);
        self.emit(Instr::LoadConst(index));
    }

    fn emit_constant(&mut self, constant: &ast::Constant) {
        match constant {
            ast::Constant::None => self.emit(Instr::LoadNone),
            ast::Constant::Bool(b) => {
                let index = self.add_const(None, |_| Value::bool(*b));
                self.emit(Instr::LoadConst(index));
            }
            ast::Constant::Str(s) => self.emit_load_str(s),
            ast::Constant::Bytes(b) => {
                let bytes = b.clone();
                let index = self.add_const(Some(ConstKey::Bytes(bytes.clone())), |heap| {
                    heap.alloc_value(Object::Bytes(bytes))
                });
                self.emit(Instr::LoadConst(index));
            }
            ast::Constant::Int(i) => self.emit_int(i),
            ast::Constant::Float(f) => {
                let f = *f;
                let index = self.add_const(Some(ConstKey::Float(f.to_bits())), |_| Value::float(f));
                self.emit(Instr::LoadConst(index));
            }
            ast::Constant::Ellipsis => {
                let index = self.add_const(None, |_| Value::Ellipsis);
                self.emit(Instr::LoadConst(index));
            }
            ast::Constant::Tuple(items) => {
                for item in items {
                    self.emit_constant(item);
                }
                self.emit(Instr::BuildTuple(items.len() as u32));
            }
            ast::Constant::Complex { real, imag } => {
                let z = Complex::new(*real, *imag);
                let key = ConstKey::Complex(real.to_bits(), imag.to_bits());
                let index = self.add_const(Some(key), |heap| heap.alloc_value(Object::Complex(z)));
                self.emit(Instr::LoadConst(index));
            }
        }
    }

    fn emit_int(&mut self, value: &BigInt) {
        if let Some(small) = value.to_i32() {
            self.emit(Instr::LoadSmallInt(small));
            return;
        }
        let big = value.clone();
        let index = self.add_const(Some(ConstKey::Int(big.clone())), |heap| match big.to_i64() {
            Some(i) => Value::Int(i),
            None => heap.alloc_value(Object::BigInt(big)),
        });
        self.emit(Instr::LoadConst(index));
    }

    /// The index of `name` in the unit's name table (attributes, imports, keywords).
    fn name_index(&mut self, name: &str) -> u32 {
        let symbol = self.ctx.interner.intern(name);
        let unit = self.unit();
        let next = unit.names.len() as u32;
        let index = *unit.name_index.entry(symbol).or_insert(next);
        if index == next {
            unit.names.push(symbol);
        }
        index
    }

    /// The name-table index of attribute `attr`, mangled inside a class.
    fn attr_index(&mut self, attr: &str) -> u32 {
        let attr = self.scope().mangle(attr).into_owned();
        self.name_index(&attr)
    }

    fn global_slot(&mut self, name: &str) -> u32 {
        let symbol = self.ctx.interner.intern(name);
        self.ctx.globals.slot(symbol)
    }

    fn local_index(&mut self, name: &str) -> u32 {
        let symbol = self.ctx.interner.intern(name);
        self.unit().local_slots.get(&symbol).copied().unwrap_or(0)
    }

    fn deref_index(&mut self, name: &str) -> u32 {
        let symbol = self.ctx.interner.intern(name);
        let unit = self.unit();
        match unit.deref_slots.get(&symbol) {
            Some(slot) => *slot,
            None => unit.cellvars.len() as u32,
        }
    }

    /// Where `name` lives for the code being generated: as scope analysis decided, except that
    /// a module body compiled with `separate_locals` keeps its names (those not declared
    /// `global`) in its namespace mapping, as a class body does; and a class body's own
    /// `__class__` (a `def __class__` property, say) is a namespace name, not the cell its
    /// methods' `super()` reads.
    fn place_of(&self, name: &str) -> NameScope {
        let scope = self.scope();
        if scope.kind == ScopeKind::Module && self.ctx.mode.separate_locals && !scope.declares_global(name) {
            return NameScope::ClassNamespace;
        }
        if scope.kind == ScopeKind::Class && name == scope::CLASS_CELL {
            return NameScope::ClassNamespace;
        }
        scope.lookup(name)
    }

    fn load_name(&mut self, name: &str) {
        let name = &self.scope().mangle(name).into_owned();
        let instr = match self.place_of(name) {
            NameScope::ClassNamespace => Instr::LoadName(self.name_index(name)),
            NameScope::Local => Instr::LoadFast(self.local_index(name)),
            NameScope::Cell | NameScope::Free => Instr::LoadDeref(self.deref_index(name)),
            NameScope::GlobalExplicit | NameScope::GlobalImplicit if self.ctx.mode.globals_by_name => {
                Instr::LoadGlobalName(self.name_index(name))
            }
            NameScope::GlobalExplicit | NameScope::GlobalImplicit => Instr::LoadGlobal(self.global_slot(name)),
        };
        self.emit(instr);
    }

    fn store_name(&mut self, name: &str) {
        let name = &self.scope().mangle(name).into_owned();
        let instr = match self.place_of(name) {
            NameScope::ClassNamespace => Instr::StoreName(self.name_index(name)),
            NameScope::Local => Instr::StoreFast(self.local_index(name)),
            NameScope::Cell | NameScope::Free => Instr::StoreDeref(self.deref_index(name)),
            NameScope::GlobalExplicit | NameScope::GlobalImplicit if self.ctx.mode.globals_by_name => {
                Instr::StoreGlobalName(self.name_index(name))
            }
            NameScope::GlobalExplicit | NameScope::GlobalImplicit => Instr::StoreGlobal(self.global_slot(name)),
        };
        self.emit(instr);
    }

    fn delete_name(&mut self, name: &str) {
        let name = &self.scope().mangle(name).into_owned();
        let instr = match self.place_of(name) {
            NameScope::ClassNamespace => Instr::DeleteName(self.name_index(name)),
            NameScope::Local => Instr::DeleteFast(self.local_index(name)),
            NameScope::Cell | NameScope::Free => Instr::DeleteDeref(self.deref_index(name)),
            NameScope::GlobalExplicit | NameScope::GlobalImplicit if self.ctx.mode.globals_by_name => {
                Instr::DeleteGlobalName(self.name_index(name))
            }
            NameScope::GlobalExplicit | NameScope::GlobalImplicit => Instr::DeleteGlobal(self.global_slot(name)),
        };
        self.emit(instr);
    }

    // ----- bodies -----

    fn module_body(&mut self, body: &'a [Stmt]) -> CompileResult {
        let kind = self.ctx.mode.body;
        let last_expr = body.len().checked_sub(1).filter(|i| matches!(body[*i], Stmt::Expr(_)));
        self.setup_annotations(body);
        for (i, stmt) in body.iter().enumerate() {
            let Stmt::Expr(e) = stmt else {
                self.stmt(stmt)?;
                continue;
            };
            let shown = match kind {
                BodyKind::Program if Some(i) == last_expr => Instr::SetResult,
                BodyKind::Eval => Instr::ReturnValue,
                BodyKind::Interactive => Instr::PrintExpr,
                _ => {
                    self.stmt(stmt)?;
                    continue;
                }
            };
            let line = self.set_line(stmt);
            self.expr(&e.value)?;
            self.emit(shown);
            self.restore_line(line);
        }
        if kind != BodyKind::Eval {
            self.emit(Instr::LoadNone);
            self.emit(Instr::ReturnValue);
        }
        Ok(())
    }
}
