//! Expressions back to source text, as CPython's compiler writes them (its C unparser, which
//! `ast.unparse` follows closely): what an annotation becomes under `from __future__ import
//! annotations` (`list[int] | None`, `'Foo'`, `Callable[[int], str]`). Parentheses follow the
//! operators' precedence, not the source's, as CPython's do. F-strings are written as they
//! appear in the source. What CPython refuses in an annotation (`:=`, `yield`, `await`) is
//! refused, and nesting is bounded by the compiler's expression-depth limit.

use num_bigint::BigInt;
use rustpython_parser::ast::{self, BoolOp, CmpOp, Constant, Expr, Operator, Ranged, UnaryOp};
use rustpython_parser::text_size::TextSize;

use crate::format::repr::{push_bytes_repr, push_str_repr};
use crate::types::float::repr_f64;

/// Binding strength, weakest first, as CPython's unparser ranks it.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Prec {
    Tuple,
    Test,
    Or,
    And,
    Not,
    Cmp,
    BitOr,
    BitXor,
    BitAnd,
    Shift,
    Arith,
    Term,
    Factor,
    Power,
    Await,
    Atom,
}

impl Prec {
    fn next(self) -> Prec {
        use Prec::*;
        match self {
            Tuple => Test,
            Test => Or,
            Or => And,
            And => Not,
            Not => Cmp,
            Cmp => BitOr,
            BitOr => BitXor,
            BitXor => BitAnd,
            BitAnd => Shift,
            Shift => Arith,
            Arith => Term,
            Term => Factor,
            Factor => Power,
            Power => Await,
            Await | Atom => Atom,
        }
    }
}

/// Why an annotation cannot be written: where, and CPython's SyntaxError message.
#[derive(Debug, Clone, PartialEq)]
pub struct Refusal {
    pub offset: TextSize,
    /// Where the refused expression ends.
    pub end: TextSize,
    pub message: &'static str,
}

/// The annotation `expr` as CPython writes it; `source` is the text it was parsed from.
pub fn unparse(expr: &Expr, source: &str) -> Result<String, Refusal> {
    let mut writer = Writer {
        out: String::new(),
        source,
        depth: 0,
        refusal: None,
    };
    writer.expr(expr, Prec::Test);
    match writer.refusal {
        Some(refusal) => Err(refusal),
        None => Ok(writer.out),
    }
}

struct Writer<'s> {
    out: String,
    source: &'s str,
    depth: u32,
    /// The first thing refused; once set, nothing more is written.
    refusal: Option<Refusal>,
}

impl Writer<'_> {
    fn text(&mut self, text: &str) {
        self.out.push_str(text);
    }

    /// `expr`, parenthesized when the place it stands binds tighter (`context`) than it does.
    fn expr(&mut self, expr: &Expr, context: Prec) {
        if self.refusal.is_some() {
            return;
        }
        let refused = match expr {
            _ if self.depth >= super::MAX_EXPR_DEPTH => Some("too many nested expressions"),
            Expr::NamedExpr(_) => Some("'named expression' can not be used within an annotation"),
            Expr::Yield(_) | Expr::YieldFrom(_) => Some("'yield expression' can not be used within an annotation"),
            Expr::Await(_) => Some("'await expression' can not be used within an annotation"),
            _ => None,
        };
        if let Some(message) = refused {
            self.refusal = Some(Refusal {
                offset: expr.range().start(),
                end: expr.range().end(),
                message,
            });
            return;
        }
        self.depth += 1;
        let own = precedence(expr);
        let parens = own < context;
        if parens {
            self.text("(");
        }
        self.bare(expr);
        if parens {
            self.text(")");
        }
        self.depth -= 1;
    }

    fn bare(&mut self, expr: &Expr) {
        match expr {
            Expr::Name(n) => self.text(n.id.as_str()),
            Expr::Constant(c) => self.constant(&c.value),
            Expr::Attribute(a) => {
                self.expr(&a.value, Prec::Atom);
                if matches!(a.value.as_ref(), Expr::Constant(c) if matches!(c.value, Constant::Int(_))) {
                    self.text(" ");
                }
                self.text(".");
                self.text(a.attr.as_str());
            }
            Expr::Subscript(s) => {
                self.expr(&s.value, Prec::Atom);
                self.text("[");
                match s.slice.as_ref() {
                    Expr::Tuple(t) if !t.elts.is_empty() && !t.elts.iter().any(|e| matches!(e, Expr::Starred(_))) => {
                        self.items(&t.elts, Prec::Test, true);
                    }
                    slice => self.expr(slice, Prec::Test),
                }
                self.text("]");
            }
            Expr::Slice(s) => {
                if let Some(lower) = &s.lower {
                    self.expr(lower, Prec::Test);
                }
                self.text(":");
                if let Some(upper) = &s.upper {
                    self.expr(upper, Prec::Test);
                }
                if let Some(step) = &s.step {
                    self.text(":");
                    self.expr(step, Prec::Test);
                }
            }
            Expr::Tuple(t) if t.elts.is_empty() => self.text("()"),
            Expr::Tuple(t) => self.items(&t.elts, Prec::Test, true),
            Expr::List(l) => {
                self.text("[");
                self.items(&l.elts, Prec::Test, false);
                self.text("]");
            }
            Expr::Set(s) => {
                self.text("{");
                self.items(&s.elts, Prec::Test, false);
                self.text("}");
            }
            Expr::Dict(d) => {
                self.text("{");
                for (i, (key, value)) in d.keys.iter().zip(&d.values).enumerate() {
                    if i > 0 {
                        self.text(", ");
                    }
                    match key {
                        Some(key) => {
                            self.expr(key, Prec::Test);
                            self.text(": ");
                            self.expr(value, Prec::Test);
                        }
                        None => {
                            self.text("**");
                            self.expr(value, Prec::BitOr);
                        }
                    }
                }
                self.text("}");
            }
            Expr::BinOp(b) => {
                let prec = binop_precedence(b.op);
                let (left, right) = if b.op == Operator::Pow {
                    (prec.next(), prec)
                } else {
                    (prec, prec.next())
                };
                self.expr(&b.left, left);
                self.text(binop_symbol(b.op));
                self.expr(&b.right, right);
            }
            Expr::UnaryOp(u) => {
                let (symbol, operand) = match u.op {
                    UnaryOp::Not => ("not ", Prec::Not),
                    UnaryOp::Invert => ("~", Prec::Factor),
                    UnaryOp::UAdd => ("+", Prec::Factor),
                    UnaryOp::USub => ("-", Prec::Factor),
                };
                self.text(symbol);
                self.expr(&u.operand, operand);
            }
            Expr::BoolOp(b) => {
                let (symbol, prec) = match b.op {
                    BoolOp::And => (" and ", Prec::And),
                    BoolOp::Or => (" or ", Prec::Or),
                };
                for (i, value) in b.values.iter().enumerate() {
                    if i > 0 {
                        self.text(symbol);
                    }
                    self.expr(value, prec.next());
                }
            }
            Expr::Compare(c) => {
                self.expr(&c.left, Prec::Cmp.next());
                for (op, right) in c.ops.iter().zip(&c.comparators) {
                    self.text(cmp_symbol(*op));
                    self.expr(right, Prec::Cmp.next());
                }
            }
            Expr::Call(c) if c.keywords.is_empty() && matches!(c.args[..], [Expr::GeneratorExp(_)]) => {
                // A lone generator argument keeps its own parentheses only.
                self.expr(&c.func, Prec::Atom);
                self.expr(&c.args[0], Prec::Test);
            }
            Expr::Call(c) => {
                self.expr(&c.func, Prec::Atom);
                self.text("(");
                let mut first = true;
                for arg in &c.args {
                    if !first {
                        self.text(", ");
                    }
                    first = false;
                    self.expr(arg, Prec::Test);
                }
                for keyword in &c.keywords {
                    if !first {
                        self.text(", ");
                    }
                    first = false;
                    match &keyword.arg {
                        Some(name) => {
                            self.text(name.as_str());
                            self.text("=");
                        }
                        None => self.text("**"),
                    }
                    self.expr(&keyword.value, Prec::Test);
                }
                self.text(")");
            }
            Expr::Starred(s) => {
                self.text("*");
                self.expr(&s.value, Prec::BitOr);
            }
            Expr::IfExp(i) => {
                self.expr(&i.body, Prec::Test.next());
                self.text(" if ");
                self.expr(&i.test, Prec::Test.next());
                self.text(" else ");
                self.expr(&i.orelse, Prec::Test);
            }
            Expr::Lambda(l) => {
                // As CPython writes it: the space only before positional parameters.
                let positional = !l.args.posonlyargs.is_empty() || !l.args.args.is_empty();
                self.text(if positional { "lambda " } else { "lambda" });
                self.arguments(&l.args);
                self.text(": ");
                self.expr(&l.body, Prec::Test);
            }
            Expr::ListComp(c) => self.comprehension("[", &c.elt, None, &c.generators, "]"),
            Expr::SetComp(c) => self.comprehension("{", &c.elt, None, &c.generators, "}"),
            Expr::GeneratorExp(c) => self.comprehension("(", &c.elt, None, &c.generators, ")"),
            Expr::DictComp(c) => self.comprehension("{", &c.key, Some(&c.value), &c.generators, "}"),
            _ => {
                let range = expr.range();
                let text = self
                    .source
                    .get(usize::from(range.start())..usize::from(range.end()))
                    .unwrap_or("...");
                self.out.push_str(text);
            }
        }
    }

    /// Items separated by commas; a lone item of a tuple gets its trailing comma.
    fn items(&mut self, items: &[Expr], prec: Prec, tuple: bool) {
        for (i, item) in items.iter().enumerate() {
            if i > 0 {
                self.text(", ");
            }
            self.expr(item, prec);
        }
        if tuple && items.len() == 1 {
            self.text(",");
        }
    }

    fn comprehension(
        &mut self,
        open: &str,
        elt: &Expr,
        value: Option<&Expr>,
        generators: &[ast::Comprehension],
        close: &str,
    ) {
        self.text(open);
        self.expr(elt, Prec::Test);
        if let Some(value) = value {
            self.text(": ");
            self.expr(value, Prec::Test);
        }
        for generator in generators {
            self.text(if generator.is_async { " async for " } else { " for " });
            self.expr(&generator.target, Prec::Tuple);
            self.text(" in ");
            self.expr(&generator.iter, Prec::Test.next());
            for condition in &generator.ifs {
                self.text(" if ");
                self.expr(condition, Prec::Test.next());
            }
        }
        self.text(close);
    }

    fn arguments(&mut self, args: &ast::Arguments) {
        let mut parts: Vec<String> = Vec::new();
        for arg in &args.posonlyargs {
            parts.push(self.parameter(arg));
        }
        if !args.posonlyargs.is_empty() {
            parts.push("/".to_string());
        }
        for arg in &args.args {
            parts.push(self.parameter(arg));
        }
        match &args.vararg {
            Some(vararg) => parts.push(format!("*{}", vararg.arg)),
            None if !args.kwonlyargs.is_empty() => parts.push("*".to_string()),
            None => {}
        }
        for arg in &args.kwonlyargs {
            parts.push(self.parameter(arg));
        }
        if let Some(kwarg) = &args.kwarg {
            parts.push(format!("**{}", kwarg.arg));
        }
        self.text(&parts.join(", "));
    }

    /// A lambda parameter with its default.
    fn parameter(&mut self, arg: &ast::ArgWithDefault) -> String {
        let mut text = arg.def.arg.to_string();
        if let Some(default) = &arg.default {
            let mut inner = Writer {
                out: String::new(),
                source: self.source,
                depth: self.depth,
                refusal: None,
            };
            inner.expr(default, Prec::Test);
            if let Some(refusal) = inner.refusal {
                self.refusal.get_or_insert(refusal);
            }
            text.push('=');
            text.push_str(&inner.out);
        }
        text
    }

    fn constant(&mut self, constant: &Constant) {
        match constant {
            Constant::None => self.text("None"),
            Constant::Bool(b) => self.text(if *b { "True" } else { "False" }),
            Constant::Str(s) => push_str_repr(&mut self.out, s),
            Constant::Bytes(b) => push_bytes_repr(&mut self.out, b),
            Constant::Int(i) => self.text(&int_text(i)),
            Constant::Float(f) => self.text(&float_text(*f)),
            Constant::Complex { imag, .. } => {
                let text = float_text(*imag);
                self.text(text.strip_suffix(".0").unwrap_or(&text));
                self.text("j");
            }
            Constant::Ellipsis => self.text("..."),
            Constant::Tuple(items) => {
                self.text("(");
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        self.text(", ");
                    }
                    self.constant(item);
                }
                if items.len() == 1 {
                    self.text(",");
                }
                self.text(")");
            }
        }
    }
}

/// An int literal's digits (the compiler has refused ones past the conversion limit).
fn int_text(i: &BigInt) -> String {
    i.to_string()
}

/// A float as `repr` writes it, with infinity as the literal `1e309` (as CPython's unparser).
fn float_text(f: f64) -> String {
    if f.is_infinite() {
        "1e309".to_string()
    } else {
        repr_f64(f)
    }
}

/// How strongly an expression binds.
fn precedence(expr: &Expr) -> Prec {
    match expr {
        Expr::Tuple(t) if !t.elts.is_empty() => Prec::Tuple,
        Expr::Lambda(_) | Expr::IfExp(_) => Prec::Test,
        Expr::BoolOp(b) => match b.op {
            BoolOp::Or => Prec::Or,
            BoolOp::And => Prec::And,
        },
        Expr::UnaryOp(u) if u.op == UnaryOp::Not => Prec::Not,
        Expr::UnaryOp(_) => Prec::Factor,
        Expr::Compare(_) => Prec::Cmp,
        Expr::BinOp(b) => binop_precedence(b.op),
        Expr::Starred(_) => Prec::BitOr,
        _ => Prec::Atom,
    }
}

fn binop_precedence(op: Operator) -> Prec {
    match op {
        Operator::BitOr => Prec::BitOr,
        Operator::BitXor => Prec::BitXor,
        Operator::BitAnd => Prec::BitAnd,
        Operator::LShift | Operator::RShift => Prec::Shift,
        Operator::Add | Operator::Sub => Prec::Arith,
        Operator::Mult | Operator::MatMult | Operator::Div | Operator::FloorDiv | Operator::Mod => Prec::Term,
        Operator::Pow => Prec::Power,
    }
}

fn binop_symbol(op: Operator) -> &'static str {
    match op {
        Operator::Add => " + ",
        Operator::Sub => " - ",
        Operator::Mult => " * ",
        Operator::MatMult => " @ ",
        Operator::Div => " / ",
        Operator::Mod => " % ",
        Operator::Pow => " ** ",
        Operator::LShift => " << ",
        Operator::RShift => " >> ",
        Operator::BitOr => " | ",
        Operator::BitXor => " ^ ",
        Operator::BitAnd => " & ",
        Operator::FloorDiv => " // ",
    }
}

fn cmp_symbol(op: CmpOp) -> &'static str {
    match op {
        CmpOp::Eq => " == ",
        CmpOp::NotEq => " != ",
        CmpOp::Lt => " < ",
        CmpOp::LtE => " <= ",
        CmpOp::Gt => " > ",
        CmpOp::GtE => " >= ",
        CmpOp::Is => " is ",
        CmpOp::IsNot => " is not ",
        CmpOp::In => " in ",
        CmpOp::NotIn => " not in ",
    }
}
