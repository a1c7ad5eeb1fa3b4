//! Dropping a syntax tree without recursion. The parser builds trees as deep as the source asks
//! (`- - - … 1`, `a + a + … + a`, `x.a.a.a…`), and Rust's generated drop of such a tree recurses
//! once per level, which would overflow the stack on hostile input. [`dismantle`] moves every
//! child onto an explicit work list before the node itself is dropped, so each drop is shallow.

use rustpython_parser::ast::{self, Expr, Stmt};
use rustpython_parser::text_size::TextRange;

/// A node waiting to be taken apart.
enum Node {
    Stmt(Stmt),
    Expr(Expr),
}

/// Drops `body` with a bounded Rust stack, however deep its expressions are.
pub fn dismantle(body: Vec<Stmt>) {
    let mut work: Vec<Node> = body.into_iter().map(Node::Stmt).collect();
    while let Some(node) = work.pop() {
        match node {
            Node::Stmt(mut stmt) => take_stmt_children(&mut stmt, &mut work),
            Node::Expr(mut expr) => take_expr_children(&mut expr, &mut work),
        }
    }
}

/// A cheap expression left in place of a moved-out child.
fn placeholder() -> Expr {
    Expr::Constant(ast::ExprConstant {
        range: TextRange::default(),
        value: ast::Constant::None,
        kind: None,
    })
}

fn push_box(b: &mut Box<Expr>, work: &mut Vec<Node>) {
    work.push(Node::Expr(std::mem::replace(&mut **b, placeholder())));
}

fn push_opt(b: &mut Option<Box<Expr>>, work: &mut Vec<Node>) {
    if let Some(b) = b.take() {
        work.push(Node::Expr(*b));
    }
}

fn push_exprs(v: &mut Vec<Expr>, work: &mut Vec<Node>) {
    work.extend(std::mem::take(v).into_iter().map(Node::Expr));
}

fn push_stmts(v: &mut Vec<Stmt>, work: &mut Vec<Node>) {
    work.extend(std::mem::take(v).into_iter().map(Node::Stmt));
}

fn push_arguments(args: &mut ast::Arguments, work: &mut Vec<Node>) {
    for arg in args
        .posonlyargs
        .iter_mut()
        .chain(args.args.iter_mut())
        .chain(args.kwonlyargs.iter_mut())
    {
        push_opt(&mut arg.default, work);
        push_opt(&mut arg.def.annotation, work);
    }
    for arg in [&mut args.vararg, &mut args.kwarg].into_iter().flatten() {
        push_opt(&mut arg.annotation, work);
    }
}

fn push_comprehensions(generators: &mut Vec<ast::Comprehension>, work: &mut Vec<Node>) {
    for mut generator in std::mem::take(generators) {
        work.push(Node::Expr(std::mem::replace(&mut generator.target, placeholder())));
        work.push(Node::Expr(std::mem::replace(&mut generator.iter, placeholder())));
        push_exprs(&mut generator.ifs, work);
    }
}

fn push_keywords(keywords: &mut Vec<ast::Keyword>, work: &mut Vec<Node>) {
    for mut keyword in std::mem::take(keywords) {
        work.push(Node::Expr(std::mem::replace(&mut keyword.value, placeholder())));
    }
}

fn take_expr_children(expr: &mut Expr, work: &mut Vec<Node>) {
    match expr {
        Expr::BoolOp(e) => push_exprs(&mut e.values, work),
        Expr::NamedExpr(e) => {
            push_box(&mut e.target, work);
            push_box(&mut e.value, work);
        }
        Expr::BinOp(e) => {
            push_box(&mut e.left, work);
            push_box(&mut e.right, work);
        }
        Expr::UnaryOp(e) => push_box(&mut e.operand, work),
        Expr::Lambda(e) => {
            push_arguments(&mut e.args, work);
            push_box(&mut e.body, work);
        }
        Expr::IfExp(e) => {
            push_box(&mut e.test, work);
            push_box(&mut e.body, work);
            push_box(&mut e.orelse, work);
        }
        Expr::Dict(e) => {
            work.extend(std::mem::take(&mut e.keys).into_iter().flatten().map(Node::Expr));
            push_exprs(&mut e.values, work);
        }
        Expr::Set(e) => push_exprs(&mut e.elts, work),
        Expr::ListComp(e) => {
            push_box(&mut e.elt, work);
            push_comprehensions(&mut e.generators, work);
        }
        Expr::SetComp(e) => {
            push_box(&mut e.elt, work);
            push_comprehensions(&mut e.generators, work);
        }
        Expr::DictComp(e) => {
            push_box(&mut e.key, work);
            push_box(&mut e.value, work);
            push_comprehensions(&mut e.generators, work);
        }
        Expr::GeneratorExp(e) => {
            push_box(&mut e.elt, work);
            push_comprehensions(&mut e.generators, work);
        }
        Expr::Await(e) => push_box(&mut e.value, work),
        Expr::Yield(e) => push_opt(&mut e.value, work),
        Expr::YieldFrom(e) => push_box(&mut e.value, work),
        Expr::Compare(e) => {
            push_box(&mut e.left, work);
            push_exprs(&mut e.comparators, work);
        }
        Expr::Call(e) => {
            push_box(&mut e.func, work);
            push_exprs(&mut e.args, work);
            push_keywords(&mut e.keywords, work);
        }
        Expr::FormattedValue(e) => {
            push_box(&mut e.value, work);
            push_opt(&mut e.format_spec, work);
        }
        Expr::JoinedStr(e) => push_exprs(&mut e.values, work),
        Expr::Attribute(e) => push_box(&mut e.value, work),
        Expr::Subscript(e) => {
            push_box(&mut e.value, work);
            push_box(&mut e.slice, work);
        }
        Expr::Starred(e) => push_box(&mut e.value, work),
        Expr::List(e) => push_exprs(&mut e.elts, work),
        Expr::Tuple(e) => push_exprs(&mut e.elts, work),
        Expr::Slice(e) => {
            push_opt(&mut e.lower, work);
            push_opt(&mut e.upper, work);
            push_opt(&mut e.step, work);
        }
        Expr::Constant(_) | Expr::Name(_) => {}
    }
}

fn take_stmt_children(stmt: &mut Stmt, work: &mut Vec<Node>) {
    match stmt {
        Stmt::FunctionDef(s) => {
            push_arguments(&mut s.args, work);
            push_stmts(&mut s.body, work);
            push_exprs(&mut s.decorator_list, work);
            push_opt(&mut s.returns, work);
        }
        Stmt::AsyncFunctionDef(s) => {
            push_arguments(&mut s.args, work);
            push_stmts(&mut s.body, work);
            push_exprs(&mut s.decorator_list, work);
            push_opt(&mut s.returns, work);
        }
        Stmt::ClassDef(s) => {
            push_exprs(&mut s.bases, work);
            push_keywords(&mut s.keywords, work);
            push_stmts(&mut s.body, work);
            push_exprs(&mut s.decorator_list, work);
        }
        Stmt::Return(s) => push_opt(&mut s.value, work),
        Stmt::Delete(s) => push_exprs(&mut s.targets, work),
        Stmt::Assign(s) => {
            push_exprs(&mut s.targets, work);
            push_box(&mut s.value, work);
        }
        Stmt::TypeAlias(s) => {
            push_box(&mut s.name, work);
            push_box(&mut s.value, work);
        }
        Stmt::AugAssign(s) => {
            push_box(&mut s.target, work);
            push_box(&mut s.value, work);
        }
        Stmt::AnnAssign(s) => {
            push_box(&mut s.target, work);
            push_box(&mut s.annotation, work);
            push_opt(&mut s.value, work);
        }
        Stmt::For(s) => {
            push_box(&mut s.target, work);
            push_box(&mut s.iter, work);
            push_stmts(&mut s.body, work);
            push_stmts(&mut s.orelse, work);
        }
        Stmt::AsyncFor(s) => {
            push_box(&mut s.target, work);
            push_box(&mut s.iter, work);
            push_stmts(&mut s.body, work);
            push_stmts(&mut s.orelse, work);
        }
        Stmt::While(s) => {
            push_box(&mut s.test, work);
            push_stmts(&mut s.body, work);
            push_stmts(&mut s.orelse, work);
        }
        Stmt::If(s) => {
            push_box(&mut s.test, work);
            push_stmts(&mut s.body, work);
            push_stmts(&mut s.orelse, work);
        }
        Stmt::With(s) => {
            push_with_items(&mut s.items, work);
            push_stmts(&mut s.body, work);
        }
        Stmt::AsyncWith(s) => {
            push_with_items(&mut s.items, work);
            push_stmts(&mut s.body, work);
        }
        Stmt::Match(s) => {
            push_box(&mut s.subject, work);
            for mut case in std::mem::take(&mut s.cases) {
                push_opt(&mut case.guard, work);
                push_stmts(&mut case.body, work);
            }
        }
        Stmt::Raise(s) => {
            push_opt(&mut s.exc, work);
            push_opt(&mut s.cause, work);
        }
        Stmt::Try(s) => {
            push_stmts(&mut s.body, work);
            push_handlers(&mut s.handlers, work);
            push_stmts(&mut s.orelse, work);
            push_stmts(&mut s.finalbody, work);
        }
        Stmt::TryStar(s) => {
            push_stmts(&mut s.body, work);
            push_handlers(&mut s.handlers, work);
            push_stmts(&mut s.orelse, work);
            push_stmts(&mut s.finalbody, work);
        }
        Stmt::Assert(s) => {
            push_box(&mut s.test, work);
            push_opt(&mut s.msg, work);
        }
        Stmt::Expr(s) => push_box(&mut s.value, work),
        Stmt::Import(_)
        | Stmt::ImportFrom(_)
        | Stmt::Global(_)
        | Stmt::Nonlocal(_)
        | Stmt::Pass(_)
        | Stmt::Break(_)
        | Stmt::Continue(_) => {}
    }
}

fn push_with_items(items: &mut Vec<ast::WithItem>, work: &mut Vec<Node>) {
    for mut item in std::mem::take(items) {
        work.push(Node::Expr(std::mem::replace(&mut item.context_expr, placeholder())));
        push_opt(&mut item.optional_vars, work);
    }
}

fn push_handlers(handlers: &mut Vec<ast::ExceptHandler>, work: &mut Vec<Node>) {
    for handler in std::mem::take(handlers) {
        let ast::ExceptHandler::ExceptHandler(mut h) = handler;
        push_opt(&mut h.type_, work);
        push_stmts(&mut h.body, work);
    }
}

#[cfg(test)]
mod tests {
    use super::dismantle;
    use crate::parse::{parse_module, SourceFile};

    #[test]
    fn drops_a_million_levels_on_a_small_stack() {
        let source = format!("x = {}1\ny = {}\n", "-".repeat(1_000_000), vec!["a"; 200_000].join("+"));
        let worker = std::thread::Builder::new()
            .stack_size(1 << 20)
            .spawn(move || {
                let file = std::sync::Arc::new(SourceFile::new("<deep>", &source));
                let body = parse_module(&file).expect("parses");
                dismantle(body);
            })
            .expect("spawns");
        assert!(worker.join().is_ok());
    }
}
