//! Structured programs for the `structured_program` target: an `arbitrary`-derived tree of
//! statements and expressions (assignments, `if`, bounded `while` and `for`, `def` and calls,
//! classes, `try`/`except`/`finally`, comprehensions, arithmetic, strings, lists, dicts, sets)
//! rendered to Python source that always parses, so the fuzzer's effort goes into the VM.

use std::fmt::Write;

use arbitrary::Arbitrary;

/// Statements nest at most this deep; deeper ones render as `pass`.
const MAX_BLOCK_DEPTH: usize = 4;
/// Expressions nest at most this deep; deeper ones render as a small int.
const MAX_EXPR_DEPTH: usize = 5;
/// Statements of a block, items of a literal and arguments of a call kept.
const MAX_ITEMS: usize = 6;

#[derive(Arbitrary, Debug)]
pub struct Program {
    pub body: Vec<Stmt>,
}

#[derive(Arbitrary, Debug, Clone, Copy)]
pub enum Var {
    A,
    B,
    C,
    X,
    Y,
    Items,
}

#[derive(Arbitrary, Debug, Clone, Copy)]
pub enum Func {
    F,
    G,
    H,
}

#[derive(Arbitrary, Debug, Clone, Copy)]
pub enum Class {
    Point,
    Node,
}

#[derive(Arbitrary, Debug, Clone, Copy)]
pub enum Exc {
    Exception,
    ValueError,
    TypeError,
    KeyError,
    IndexError,
    ZeroDivisionError,
    ArithmeticError,
    LookupError,
    AttributeError,
    RecursionError,
    StopIteration,
}

#[derive(Arbitrary, Debug, Clone, Copy)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    TrueDiv,
    FloorDiv,
    Mod,
    Pow,
    LShift,
    RShift,
    BitAnd,
    BitOr,
    BitXor,
}

#[derive(Arbitrary, Debug, Clone, Copy)]
pub enum UnaryOp {
    Neg,
    Pos,
    Invert,
    Not,
}

#[derive(Arbitrary, Debug, Clone, Copy)]
pub enum CmpOp {
    Eq,
    NotEq,
    Lt,
    LtE,
    Gt,
    GtE,
    In,
    NotIn,
    Is,
    IsNot,
}

#[derive(Arbitrary, Debug, Clone, Copy)]
pub enum Builtin {
    Len,
    Abs,
    Min,
    Max,
    Sum,
    Sorted,
    Reversed,
    List,
    Tuple,
    Set,
    Dict,
    Str,
    Repr,
    Int,
    Float,
    Bool,
    Hash,
    Enumerate,
    Zip,
    Round,
    Divmod,
    Isinstance,
    Any,
    All,
}

#[derive(Arbitrary, Debug, Clone, Copy)]
pub enum Method {
    Append,
    Pop,
    Extend,
    Insert,
    Index,
    Count,
    Sort,
    Copy,
    Keys,
    Values,
    Items,
    Get,
    Setdefault,
    Update,
    Join,
    Split,
    Upper,
    Replace,
    Strip,
    Format,
    Startswith,
    Find,
    Add,
    Discard,
}

#[derive(Arbitrary, Debug)]
pub enum Stmt {
    Assign(Var, Expr),
    AugAssign(Var, BinOp, Expr),
    SubscriptAssign(Var, Expr, Expr),
    AttrAssign(Var, Var, Expr),
    Unpack(Var, Var, Expr),
    Print(Vec<Expr>),
    Expr(Expr),
    If(Expr, Vec<Stmt>, Vec<Stmt>),
    While(u8, Expr, Vec<Stmt>),
    For(Var, Expr, Vec<Stmt>),
    Def(Func, Vec<Var>, Vec<Stmt>, Expr),
    Class(Class, Vec<(Var, Expr)>, Expr),
    Try(Vec<Stmt>, Exc, Vec<Stmt>, Option<Vec<Stmt>>),
    Raise(Exc, Expr),
    Assert(Expr),
    Del(Var),
    Break,
    Continue,
    Return(Expr),
    Global(Var),
}

#[derive(Arbitrary, Debug)]
pub enum Expr {
    SmallInt(i8),
    Int(i64),
    Float(f64),
    Str(String),
    Bool(bool),
    None,
    Var(Var),
    Binary(Box<Expr>, BinOp, Box<Expr>),
    Unary(UnaryOp, Box<Expr>),
    Compare(Box<Expr>, CmpOp, Box<Expr>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
    IfElse(Box<Expr>, Box<Expr>, Box<Expr>),
    List(Vec<Expr>),
    Tuple(Vec<Expr>),
    Dict(Vec<(Expr, Expr)>),
    Set(Vec<Expr>),
    Range(u8),
    Subscript(Box<Expr>, Box<Expr>),
    Slice(Box<Expr>, Option<Box<Expr>>, Option<Box<Expr>>, Option<Box<Expr>>),
    Call(Func, Vec<Expr>),
    Builtin(Builtin, Vec<Expr>),
    Method(Box<Expr>, Method, Vec<Expr>),
    Attribute(Box<Expr>, Var),
    New(Class, Vec<Expr>),
    ListComp(Box<Expr>, Var, Box<Expr>, Option<Box<Expr>>),
    DictComp(Box<Expr>, Box<Expr>, Var, Box<Expr>),
    SetComp(Box<Expr>, Var, Box<Expr>),
    GenSum(Box<Expr>, Var, Box<Expr>),
    Lambda(Var, Box<Expr>),
    FString(Vec<Expr>),
    Percent(Box<Expr>),
}

impl Program {
    /// The program as Python source.
    pub fn render(&self) -> String {
        let mut renderer = Renderer::default();
        renderer.block(&self.body, 0);
        renderer.out
    }
}

/// Where a statement is: what `break`, `continue` and `return` may refer to.
#[derive(Default, Clone, Copy)]
struct Scope {
    in_loop: bool,
    in_function: bool,
}

#[derive(Default)]
struct Renderer {
    out: String,
    /// Numbers the counters of bounded `while` loops.
    loops: usize,
}

impl Renderer {
    fn block(&mut self, body: &[Stmt], indent: usize) {
        self.block_in(body, indent, Scope::default());
    }

    fn block_in(&mut self, body: &[Stmt], indent: usize, scope: Scope) {
        let kept = &body[..body.len().min(MAX_ITEMS)];
        if kept.is_empty() || indent > MAX_BLOCK_DEPTH {
            self.line(indent, "pass");
            return;
        }
        for stmt in kept {
            self.stmt(stmt, indent, scope);
        }
    }

    fn line(&mut self, indent: usize, text: &str) {
        for _ in 0..indent {
            self.out.push_str("    ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn stmt(&mut self, stmt: &Stmt, indent: usize, scope: Scope) {
        match stmt {
            Stmt::Assign(var, value) => {
                let text = format!("{} = {}", var_name(*var), expr(value, 0));
                self.line(indent, &text);
            }
            Stmt::AugAssign(var, op, value) => {
                let text = format!("{} {}= {}", var_name(*var), bin_op(*op), expr(value, 0));
                self.line(indent, &text);
            }
            Stmt::SubscriptAssign(var, key, value) => {
                let text = format!("{}[{}] = {}", var_name(*var), expr(key, 0), expr(value, 0));
                self.line(indent, &text);
            }
            Stmt::AttrAssign(var, attr, value) => {
                let text = format!("{}.{} = {}", var_name(*var), var_name(*attr), expr(value, 0));
                self.line(indent, &text);
            }
            Stmt::Unpack(first, second, value) => {
                let text = format!("{}, {} = {}", var_name(*first), var_name(*second), expr(value, 0));
                self.line(indent, &text);
            }
            Stmt::Print(values) => {
                let text = format!("print({})", exprs(values, 0));
                self.line(indent, &text);
            }
            Stmt::Expr(value) => {
                let text = expr(value, 0);
                self.line(indent, &text);
            }
            Stmt::If(test, then, otherwise) => {
                let text = format!("if {}:", expr(test, 0));
                self.line(indent, &text);
                self.block_in(then, indent + 1, scope);
                if !otherwise.is_empty() {
                    self.line(indent, "else:");
                    self.block_in(otherwise, indent + 1, scope);
                }
            }
            Stmt::While(bound, test, body) => {
                self.loops += 1;
                let counter = format!("_loop{}", self.loops);
                self.line(indent, &format!("{counter} = 0"));
                let text = format!("while {counter} < {} and ({}):", bound % 16, expr(test, 0));
                self.line(indent, &text);
                self.line(indent + 1, &format!("{counter} += 1"));
                let inner = Scope { in_loop: true, ..scope };
                self.block_in(body, indent + 1, inner);
            }
            Stmt::For(var, iterable, body) => {
                let text = format!("for {} in {}:", var_name(*var), expr(iterable, 0));
                self.line(indent, &text);
                let inner = Scope { in_loop: true, ..scope };
                self.block_in(body, indent + 1, inner);
            }
            Stmt::Def(func, params, body, returned) => {
                let mut names: Vec<&str> = Vec::new();
                for param in params.iter().take(3) {
                    let name = var_name(*param);
                    if !names.contains(&name) {
                        names.push(name);
                    }
                }
                let text = format!("def {}({}):", func_name(*func), names.join(", "));
                self.line(indent, &text);
                let inner = Scope {
                    in_loop: false,
                    in_function: true,
                };
                self.block_in(body, indent + 1, inner);
                let text = format!("return {}", expr(returned, 0));
                self.line(indent + 1, &text);
            }
            Stmt::Class(class, attributes, method_result) => {
                self.line(indent, &format!("class {}:", class_name(*class)));
                for (name, value) in attributes.iter().take(MAX_ITEMS) {
                    let text = format!("{} = {}", var_name(*name), expr(value, 0));
                    self.line(indent + 1, &text);
                }
                self.line(indent + 1, "def __init__(self, *args):");
                self.line(indent + 2, "self.args = args");
                self.line(indent + 1, "def __repr__(self):");
                self.line(indent + 2, &format!("return 'C' + repr({})", expr(method_result, 0)));
                self.line(indent + 1, "def __eq__(self, other):");
                self.line(indent + 2, "return self.args == getattr(other, 'args', None)");
                self.line(indent + 1, "def __hash__(self):");
                self.line(indent + 2, "return hash(self.args)");
            }
            Stmt::Try(body, caught, handler, finally) => {
                self.line(indent, "try:");
                self.block_in(body, indent + 1, scope);
                self.line(indent, &format!("except {} as error:", exc_name(*caught)));
                self.block_in(handler, indent + 1, scope);
                if let Some(finally) = finally {
                    self.line(indent, "finally:");
                    self.block_in(finally, indent + 1, scope);
                }
            }
            Stmt::Raise(exc, argument) => {
                let text = format!("raise {}({})", exc_name(*exc), expr(argument, 0));
                self.line(indent, &text);
            }
            Stmt::Assert(test) => {
                let text = format!("assert {}", expr(test, 0));
                self.line(indent, &text);
            }
            Stmt::Del(var) => self.line(indent, &format!("del {}", var_name(*var))),
            Stmt::Break if scope.in_loop => self.line(indent, "break"),
            Stmt::Continue if scope.in_loop => self.line(indent, "continue"),
            Stmt::Return(value) if scope.in_function => {
                let text = format!("return {}", expr(value, 0));
                self.line(indent, &text);
            }
            Stmt::Global(var) if scope.in_function => self.line(indent, &format!("global {}", var_name(*var))),
            Stmt::Break | Stmt::Continue | Stmt::Return(_) | Stmt::Global(_) => self.line(indent, "pass"),
        }
    }
}

fn var_name(var: Var) -> &'static str {
    match var {
        Var::A => "a",
        Var::B => "b",
        Var::C => "c",
        Var::X => "x",
        Var::Y => "y",
        Var::Items => "items",
    }
}

fn func_name(func: Func) -> &'static str {
    match func {
        Func::F => "f",
        Func::G => "g",
        Func::H => "h",
    }
}

fn class_name(class: Class) -> &'static str {
    match class {
        Class::Point => "Point",
        Class::Node => "Node",
    }
}

fn exc_name(exc: Exc) -> &'static str {
    match exc {
        Exc::Exception => "Exception",
        Exc::ValueError => "ValueError",
        Exc::TypeError => "TypeError",
        Exc::KeyError => "KeyError",
        Exc::IndexError => "IndexError",
        Exc::ZeroDivisionError => "ZeroDivisionError",
        Exc::ArithmeticError => "ArithmeticError",
        Exc::LookupError => "LookupError",
        Exc::AttributeError => "AttributeError",
        Exc::RecursionError => "RecursionError",
        Exc::StopIteration => "StopIteration",
    }
}

fn bin_op(op: BinOp) -> &'static str {
    match op {
        BinOp::Add => "+",
        BinOp::Sub => "-",
        BinOp::Mul => "*",
        BinOp::TrueDiv => "/",
        BinOp::FloorDiv => "//",
        BinOp::Mod => "%",
        BinOp::Pow => "**",
        BinOp::LShift => "<<",
        BinOp::RShift => ">>",
        BinOp::BitAnd => "&",
        BinOp::BitOr => "|",
        BinOp::BitXor => "^",
    }
}

fn cmp_op(op: CmpOp) -> &'static str {
    match op {
        CmpOp::Eq => "==",
        CmpOp::NotEq => "!=",
        CmpOp::Lt => "<",
        CmpOp::LtE => "<=",
        CmpOp::Gt => ">",
        CmpOp::GtE => ">=",
        CmpOp::In => "in",
        CmpOp::NotIn => "not in",
        CmpOp::Is => "is",
        CmpOp::IsNot => "is not",
    }
}

fn builtin_name(builtin: Builtin) -> &'static str {
    match builtin {
        Builtin::Len => "len",
        Builtin::Abs => "abs",
        Builtin::Min => "min",
        Builtin::Max => "max",
        Builtin::Sum => "sum",
        Builtin::Sorted => "sorted",
        Builtin::Reversed => "reversed",
        Builtin::List => "list",
        Builtin::Tuple => "tuple",
        Builtin::Set => "set",
        Builtin::Dict => "dict",
        Builtin::Str => "str",
        Builtin::Repr => "repr",
        Builtin::Int => "int",
        Builtin::Float => "float",
        Builtin::Bool => "bool",
        Builtin::Hash => "hash",
        Builtin::Enumerate => "enumerate",
        Builtin::Zip => "zip",
        Builtin::Round => "round",
        Builtin::Divmod => "divmod",
        Builtin::Isinstance => "isinstance",
        Builtin::Any => "any",
        Builtin::All => "all",
    }
}

fn method_name(method: Method) -> &'static str {
    match method {
        Method::Append => "append",
        Method::Pop => "pop",
        Method::Extend => "extend",
        Method::Insert => "insert",
        Method::Index => "index",
        Method::Count => "count",
        Method::Sort => "sort",
        Method::Copy => "copy",
        Method::Keys => "keys",
        Method::Values => "values",
        Method::Items => "items",
        Method::Get => "get",
        Method::Setdefault => "setdefault",
        Method::Update => "update",
        Method::Join => "join",
        Method::Split => "split",
        Method::Upper => "upper",
        Method::Replace => "replace",
        Method::Strip => "strip",
        Method::Format => "format",
        Method::Startswith => "startswith",
        Method::Find => "find",
        Method::Add => "add",
        Method::Discard => "discard",
    }
}

fn exprs(values: &[Expr], depth: usize) -> String {
    let rendered: Vec<String> = values.iter().take(MAX_ITEMS).map(|v| expr(v, depth)).collect();
    rendered.join(", ")
}

/// `value` as a Python expression, parenthesized wherever it nests.
fn expr(value: &Expr, depth: usize) -> String {
    if depth > MAX_EXPR_DEPTH {
        return "(1)".to_string();
    }
    let sub = |inner: &Expr| expr(inner, depth + 1);
    match value {
        Expr::SmallInt(i) => format!("({i})"),
        Expr::Int(i) => format!("({i})"),
        Expr::Float(f) if f.is_finite() => format!("({f:?})"),
        Expr::Float(f) if f.is_nan() => "float('nan')".to_string(),
        Expr::Float(f) => format!("float('{}inf')", if *f < 0.0 { "-" } else { "" }),
        Expr::Str(s) => python_str(s),
        Expr::Bool(b) => if *b { "True" } else { "False" }.to_string(),
        Expr::None => "None".to_string(),
        Expr::Var(var) => var_name(*var).to_string(),
        Expr::Binary(left, op, right) => format!("({} {} {})", sub(left), bin_op(*op), sub(right)),
        Expr::Unary(UnaryOp::Neg, operand) => format!("(-{})", sub(operand)),
        Expr::Unary(UnaryOp::Pos, operand) => format!("(+{})", sub(operand)),
        Expr::Unary(UnaryOp::Invert, operand) => format!("(~{})", sub(operand)),
        Expr::Unary(UnaryOp::Not, operand) => format!("(not {})", sub(operand)),
        Expr::Compare(left, op, right) => format!("({} {} {})", sub(left), cmp_op(*op), sub(right)),
        Expr::And(left, right) => format!("({} and {})", sub(left), sub(right)),
        Expr::Or(left, right) => format!("({} or {})", sub(left), sub(right)),
        Expr::IfElse(body, test, orelse) => format!("({} if {} else {})", sub(body), sub(test), sub(orelse)),
        Expr::List(items) => format!("[{}]", exprs(items, depth + 1)),
        Expr::Tuple(items) if items.is_empty() => "()".to_string(),
        Expr::Tuple(items) => format!("({},)", exprs(items, depth + 1)),
        Expr::Dict(pairs) => {
            let mut text = String::from("{");
            for (key, item) in pairs.iter().take(MAX_ITEMS) {
                let _ = write!(text, "{}: {}, ", sub(key), sub(item));
            }
            text.push('}');
            text
        }
        Expr::Set(items) if items.is_empty() => "set()".to_string(),
        Expr::Set(items) => format!("{{{}}}", exprs(items, depth + 1)),
        Expr::Range(n) => format!("range({})", n % 32),
        Expr::Subscript(container, index) => format!("{}[{}]", sub(container), sub(index)),
        Expr::Slice(container, start, stop, step) => {
            let part = |bound: &Option<Box<Expr>>| bound.as_ref().map(|b| sub(b)).unwrap_or_default();
            format!("{}[{}:{}:{}]", sub(container), part(start), part(stop), part(step))
        }
        Expr::Call(func, args) => format!("{}({})", func_name(*func), exprs(args, depth + 1)),
        Expr::Builtin(builtin, args) => format!("{}({})", builtin_name(*builtin), exprs(args, depth + 1)),
        Expr::Method(receiver, method, args) => {
            format!("{}.{}({})", sub(receiver), method_name(*method), exprs(args, depth + 1))
        }
        Expr::Attribute(object, attr) => format!("{}.{}", sub(object), var_name(*attr)),
        Expr::New(class, args) => format!("{}({})", class_name(*class), exprs(args, depth + 1)),
        Expr::ListComp(item, var, iterable, condition) => {
            let filter = condition
                .as_ref()
                .map(|c| format!(" if {}", sub(c)))
                .unwrap_or_default();
            format!("[{} for {} in {}{filter}]", sub(item), var_name(*var), sub(iterable))
        }
        Expr::DictComp(key, item, var, iterable) => {
            format!(
                "{{{}: {} for {} in {}}}",
                sub(key),
                sub(item),
                var_name(*var),
                sub(iterable)
            )
        }
        Expr::SetComp(item, var, iterable) => format!("{{{} for {} in {}}}", sub(item), var_name(*var), sub(iterable)),
        Expr::GenSum(item, var, iterable) => format!("sum({} for {} in {})", sub(item), var_name(*var), sub(iterable)),
        Expr::Lambda(var, body) => format!("(lambda {}: {})", var_name(*var), sub(body)),
        Expr::FString(parts) => {
            let mut text = String::from("f'");
            for part in parts.iter().take(3) {
                // Python 3.11 allows neither the f-string's quote nor a backslash inside it.
                let inner = sub(part);
                let inner = if inner.contains(['\'', '"', '\\']) {
                    "0".to_string()
                } else {
                    inner
                };
                let _ = write!(text, "<{{({inner})!r}}>");
            }
            text.push('\'');
            text
        }
        Expr::Percent(argument) => format!("('%s-%r' % ({}, {}))", sub(argument), sub(argument)),
    }
}

/// `text` (its first dozen characters) as a double-quoted Python literal, escaping everything
/// outside printable ASCII.
fn python_str(text: &str) -> String {
    let mut literal = String::from("\"");
    for c in text.chars().take(12) {
        match c {
            '"' => literal.push_str("\\\""),
            '\\' => literal.push_str("\\\\"),
            ' '..='~' => literal.push(c),
            c if (c as u32) < 0x100 => {
                let _ = write!(literal, "\\x{:02x}", c as u32);
            }
            c if (c as u32) < 0x10000 => {
                let _ = write!(literal, "\\u{:04x}", c as u32);
            }
            c => {
                let _ = write!(literal, "\\U{:08x}", c as u32);
            }
        }
    }
    literal.push('"');
    literal
}

#[cfg(test)]
mod tests {
    use arbitrary::{Arbitrary, Unstructured};

    use super::Program;

    /// Bytes from a fixed xorshift stream, for generating programs without a fuzzer.
    fn bytes(seed: u64, len: usize) -> Vec<u8> {
        let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        (0..len)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state as u8
            })
            .collect()
    }

    #[test]
    fn rendered_programs_parse() {
        let mut ran = 0;
        for seed in 0..300 {
            let data = bytes(seed, 400);
            let Ok(program) = Program::arbitrary(&mut Unstructured::new(&data)) else {
                continue;
            };
            let source = program.render();
            let outcome = crate::check::fresh_interpreter().run(&source, "<generated>");
            if let Some(garter::RunError::Syntax { report, .. }) = &outcome.error {
                assert!(
                    report.contains("global declaration"),
                    "a generated program does not parse:\n{source}\n{report}"
                );
            }
            ran += 1;
        }
        assert!(ran > 200, "only {ran} programs were generated");
    }
}
