//! The hints CPython 3.11's parser gives where `rustpython-parser` only finds an unexpected
//! token: "Perhaps you forgot a comma?", "Maybe you meant '==' or ':=' instead of '='?",
//! "expected ':'", "expected 'else' after 'if' expression", "expected 'except' or 'finally'
//! block", each with CPython's range.

use rustpython_parser::text_size::TextSize;
use rustpython_parser::Tok;

use super::tokens::{ends_operand, is_name, starts_operand, Tokens};
use super::{SourceFile, SyntaxErrorInfo};

/// CPython's error for the unexpected token `i`, when it is more than "invalid syntax".
pub fn unexpected_token(source: &SourceFile, tokens: &Tokens, i: usize) -> Option<SyntaxErrorInfo> {
    try_without_handler(source, tokens, i)
        .or_else(|| after_var_keyword(source, tokens, i))
        .or_else(|| colon_expected(source, tokens, i))
        .or_else(|| else_expected(source, tokens, i))
        .or_else(|| equals_hint(source, tokens, i))
        .or_else(|| dict_key_colon(source, tokens, i))
        .or_else(|| forgot_comma(source, tokens, i))
}

/// The error covering `start..end`, CPython's `RAISE_SYNTAX_ERROR_KNOWN_RANGE`.
pub fn range_error(source: &SourceFile, message: &str, start: TextSize, end: TextSize) -> SyntaxErrorInfo {
    SyntaxErrorInfo::new(message, source.line_of(start), source.column_of(start))
        .ending_at((source.line_of(end), source.column_of(end)))
}

/// The error at token `i`, with its range (empty for a newline, a dedent or the end of the file,
/// as CPython's tokens for them are).
pub fn token_error(source: &SourceFile, tokens: &Tokens, i: usize, message: &str) -> SyntaxErrorInfo {
    let range = tokens.range(i);
    let end = match tokens.tok(i) {
        Tok::Newline | Tok::Dedent | Tok::Indent | Tok::EndOfFile => range.start(),
        _ => range.end(),
    };
    range_error(source, message, range.start(), end)
}

/// `expected 'except' or 'finally' block`: a statement at the indentation of a `try:` whose
/// block it ends, before any handler.
fn try_without_handler(source: &SourceFile, tokens: &Tokens, i: usize) -> Option<SyntaxErrorInfo> {
    if i > 0 && !matches!(tokens.tok(i - 1), Tok::Newline | Tok::Dedent) {
        return None;
    }
    let start = tokens.range(i).start();
    let line = source.line_of(start);
    let indent = source.column_of(start) - 1;
    opens_try_block(source, line, indent as usize)
        .then(|| token_error(source, tokens, i, "expected 'except' or 'finally' block"))
}

/// Whether the statement before line `line` at indentation `indent` is a `try:` whose block
/// runs up to that line.
pub fn opens_try_block(source: &SourceFile, line: u32, indent: usize) -> bool {
    for earlier in (1..line).rev() {
        let Some(text) = source.line_text(earlier) else {
            return false;
        };
        let trimmed = text.trim_start();
        let level = text.len() - trimmed.len();
        if trimmed.is_empty() || trimmed.starts_with('#') || level > indent {
            continue;
        }
        return level == indent
            && trimmed
                .strip_prefix("try")
                .is_some_and(|rest| rest.trim_start().starts_with(':'));
    }
    false
}

/// `expected ':'` at the end of a compound statement's header.
fn colon_expected(source: &SourceFile, tokens: &Tokens, i: usize) -> Option<SyntaxErrorInfo> {
    let start = tokens.statement_start(i);
    let header = matches!(
        tokens.tok(start),
        Tok::If
            | Tok::Elif
            | Tok::Else
            | Tok::While
            | Tok::For
            | Tok::Def
            | Tok::Class
            | Tok::With
            | Tok::Try
            | Tok::Except
            | Tok::Finally
            | Tok::Async
    );
    if !header {
        return None;
    }
    // A header needs what follows its keyword (`if` alone, `class` alone, or a `def` without
    // its parameter list are plain invalid syntax), but for `else`, `try`, `finally`, `except`.
    let complete = match tokens.tok(start) {
        Tok::Else | Tok::Try | Tok::Finally | Tok::Except => true,
        Tok::Def => (start..i).any(|k| matches!(tokens.tok(k), Tok::Rpar)),
        _ => i > start + 1,
    };
    if !complete {
        return None;
    }
    let after_def_signature = matches!(tokens.tok(start), Tok::Def)
        && i > 0
        && matches!(tokens.tok(i - 1), Tok::Rpar)
        && tokens.open_bracket(i).is_none();
    (matches!(tokens.tok(i), Tok::Newline) || after_def_signature)
        .then(|| token_error(source, tokens, i, "expected ':'"))
}

/// `expected 'else' after 'if' expression`: `a if b` followed by neither `else` nor `:`.
fn else_expected(source: &SourceFile, tokens: &Tokens, i: usize) -> Option<SyntaxErrorInfo> {
    if i < 3 || matches!(tokens.tok(i), Tok::Else | Tok::Colon) || !ends_operand(tokens.tok(i - 1)) {
        return None;
    }
    let condition = tokens.operand_start(i - 1, false);
    if condition < 2 || !matches!(tokens.tok(condition - 1), Tok::If) || !ends_operand(tokens.tok(condition - 2)) {
        return None;
    }
    let scope = tokens
        .open_bracket(i)
        .map_or_else(|| tokens.statement_start(i), |open| open + 1);
    if tokens
        .at_level(scope, condition)
        .any(|(_, tok)| matches!(tok, Tok::For))
    {
        return None;
    }
    let body = tokens.operand_start(condition - 2, false);
    Some(range_error(
        source,
        "expected 'else' after 'if' expression",
        tokens.range(body).start(),
        tokens.range(i - 1).end(),
    ))
}

/// A `=` where an expression goes: `if x = 1:`, `[x = 1]`, `f(x.y = 1)`.
fn equals_hint(source: &SourceFile, tokens: &Tokens, i: usize) -> Option<SyntaxErrorInfo> {
    if i == 0 || !matches!(tokens.tok(i), Tok::Equal) || !ends_operand(tokens.tok(i - 1)) {
        return None;
    }
    let open = tokens.open_bracket(i);
    let target = tokens.operand_start(i - 1, false);
    let in_call = open.is_some_and(|o| o > 0 && matches!(tokens.tok(o), Tok::Lpar) && ends_operand(tokens.tok(o - 1)));
    if in_call {
        let element_start = target == 0 || matches!(tokens.tok(target - 1), Tok::Lpar | Tok::Comma);
        return (element_start && !(target == i - 1 && is_name(tokens.tok(target)))).then(|| {
            range_error(
                source,
                "expression cannot contain assignment, perhaps you meant \"==\"?",
                tokens.range(target).start(),
                tokens.range(i).end(),
            )
        });
    }
    let condition = matches!(tokens.tok(tokens.statement_start(i)), Tok::If | Tok::Elif | Tok::While);
    if open.is_none() && !condition {
        return None;
    }
    let value_end = tokens.operand_end(i + 1, true)?;
    if matches!(tokens.list.get(value_end + 1), Some((Tok::Equal | Tok::ColonEqual, _))) {
        return None;
    }
    if target == i - 1 && is_name(tokens.tok(target)) {
        return Some(range_error(
            source,
            "invalid syntax. Maybe you meant '==' or ':=' instead of '='?",
            tokens.range(target).start(),
            tokens.range(value_end).end(),
        ));
    }
    let target = tokens.operand_start(i - 1, true);
    let (start, end) = (tokens.range(target).start(), tokens.range(i - 1).end());
    let text = source.text.get(usize::from(start)..usize::from(end))?;
    let expression = super::parse_expression(&SourceFile::new("<target>", text)).ok()?;
    let what = crate::compile::describe_target(&expression);
    if matches!(
        what,
        "True" | "False" | "None" | "list" | "tuple" | "generator expression"
    ) {
        return None;
    }
    let message = format!("cannot assign to {what} here. Maybe you meant '==' instead of '='?");
    Some(range_error(source, &message, start, end))
}

/// `':' expected after dictionary key`: an element without a value in a dict display.
fn dict_key_colon(source: &SourceFile, tokens: &Tokens, i: usize) -> Option<SyntaxErrorInfo> {
    let open = tokens.open_bracket(i)?;
    if !matches!(tokens.tok(open), Tok::Lbrace) {
        return None;
    }
    let level: Vec<(usize, &Tok)> = tokens.at_level(open + 1, i).collect();
    let first_is_pair = level
        .iter()
        .take_while(|(_, tok)| !matches!(tok, Tok::Comma))
        .any(|(_, tok)| matches!(tok, Tok::Colon));
    let element = level
        .iter()
        .rposition(|(_, tok)| matches!(tok, Tok::Comma))
        .map_or(open + 1, |k| level[k].0 + 1);
    let element_has_colon = level.iter().any(|(j, tok)| *j >= element && matches!(tok, Tok::Colon));
    if !first_is_pair || element_has_colon || element >= i || matches!(tokens.tok(element), Tok::DoubleStar) {
        return None;
    }
    // CPython points at the key's last character, with an `end_offset` of 0.
    let key_end = tokens.range(tokens.operand_end(element, false)?).end();
    let line = source.line_of(key_end);
    Some(
        SyntaxErrorInfo::new("':' expected after dictionary key", line, source.column_of(key_end) - 1)
            .ending_at_offset(line, 0),
    )
}

/// `invalid syntax. Perhaps you forgot a comma?`: two operands side by side in brackets.
fn forgot_comma(source: &SourceFile, tokens: &Tokens, i: usize) -> Option<SyntaxErrorInfo> {
    // `1 not x` fails at `x`, the parser having taken `not` for the start of `not in`.
    let i = match i {
        2.. if matches!(tokens.tok(i - 1), Tok::Not) && !matches!(tokens.tok(i), Tok::In) => i - 1,
        _ => i,
    };
    if i == 0 || !ends_operand(tokens.tok(i - 1)) || !starts_operand(tokens.tok(i)) {
        return None;
    }
    let open = tokens.open_bracket(i)?;
    let parameters = open >= 2 && matches!(tokens.tok(open - 2), Tok::Def);
    if parameters || tokens.at_level(open + 1, i).any(|(_, tok)| matches!(tok, Tok::For)) {
        return None;
    }
    let first = tokens.operand_start(i - 1, false);
    let soft_keyword = match tokens.tok(first) {
        Tok::Name { name } => matches!(name.as_str(), "_" | "match" | "case"),
        tok => matches!(tok, Tok::Match | Tok::Case),
    };
    let name_string = is_name(tokens.tok(first)) && matches!(tokens.list.get(first + 1), Some((Tok::String { .. }, _)));
    if soft_keyword || name_string {
        return None;
    }
    let second = tokens.operand_end(i, false)?;
    Some(range_error(
        source,
        "invalid syntax. Perhaps you forgot a comma?",
        tokens.range(first).start(),
        tokens.range(second).end(),
    ))
}

/// `arguments cannot follow var-keyword argument`: a parameter after `**kwargs`.
fn after_var_keyword(source: &SourceFile, tokens: &Tokens, i: usize) -> Option<SyntaxErrorInfo> {
    if i < 3
        || !matches!(tokens.tok(i - 1), Tok::Comma)
        || !is_name(tokens.tok(i - 2))
        || !matches!(tokens.tok(i - 3), Tok::DoubleStar)
    {
        return None;
    }
    let open = tokens.open_bracket(i);
    let in_def = open.is_some_and(|o| o >= 2 && matches!(tokens.tok(o - 2), Tok::Def));
    let scope = open.map_or_else(|| tokens.statement_start(i), |o| o + 1);
    let in_lambda = tokens.at_level(scope, i).any(|(_, tok)| matches!(tok, Tok::Lambda));
    (in_def || in_lambda).then(|| token_error(source, tokens, i, "arguments cannot follow var-keyword argument"))
}

/// `positional argument follows keyword argument` (`... unpacking` when the call unpacks a
/// mapping), reported at the bracket closing the call holding `offset`, where CPython's parser
/// stopped reading the arguments.
pub fn positional_after_keyword(source: &SourceFile, tokens: &Tokens, offset: TextSize) -> Option<SyntaxErrorInfo> {
    let i = tokens.list.partition_point(|(_, range)| range.start() < offset);
    let open = tokens.open_bracket(i.min(tokens.list.len()))?;
    let close = tokens.matching_close(open)?;
    let unpacking = tokens
        .at_level(open + 1, close)
        .any(|(j, tok)| matches!(tok, Tok::DoubleStar) && matches!(tokens.tok(j - 1), Tok::Lpar | Tok::Comma));
    let message = if unpacking {
        "positional argument follows keyword argument unpacking"
    } else {
        "positional argument follows keyword argument"
    };
    Some(token_error(source, tokens, close, message))
}

/// An error covering the keyword argument `name=value` whose name starts at `offset`.
pub fn keyword_argument(
    source: &SourceFile,
    tokens: &Tokens,
    offset: TextSize,
    message: &str,
) -> Option<SyntaxErrorInfo> {
    let i = tokens.index_at(offset)?;
    let value_end = tokens.operand_end(i + 2, false)?;
    Some(range_error(
        source,
        message,
        tokens.range(i).start(),
        tokens.range(value_end).end(),
    ))
}

#[cfg(test)]
mod tests {
    use crate::parse::{parse_module, SourceFile};

    /// The message, offset and end offset of the error parsing `text`.
    fn error(text: &str) -> (String, u32, Option<i64>) {
        let source = SourceFile::new("<test>", text);
        let e = parse_module(&source).expect_err("the source is invalid");
        (e.message, e.column, e.end.map(|(_, end)| end))
    }

    #[test]
    fn hints_a_missing_comma_over_both_operands() {
        let comma = "invalid syntax. Perhaps you forgot a comma?".to_string();
        assert_eq!(error("x = [1, 2 3]\n"), (comma.clone(), 9, Some(12)));
        assert_eq!(error("f(a.b c(d))\n"), (comma, 3, Some(11)));
        assert_eq!(error("a b\n").0, "invalid syntax");
        assert_eq!(error("[x for x in 1 2]\n").0, "invalid syntax");
    }

    #[test]
    fn hints_comparisons_mistyped_as_assignments() {
        let hint = "invalid syntax. Maybe you meant '==' or ':=' instead of '='?".to_string();
        assert_eq!(error("if x = 1:\n    pass\n"), (hint, 4, Some(9)));
        assert_eq!(
            error("if f() = 1:\n    pass\n").0,
            "cannot assign to function call here. Maybe you meant '==' instead of '='?"
        );
        assert_eq!(
            error("g(x.y = 1)\n").0,
            "expression cannot contain assignment, perhaps you meant \"==\"?"
        );
    }

    #[test]
    fn reports_missing_parts_of_statements() {
        assert_eq!(error("def f()\n    pass\n"), ("expected ':'".into(), 8, Some(8)));
        assert_eq!(error("class\n").0, "invalid syntax");
        assert_eq!(error("def\n").0, "invalid syntax");
        assert_eq!(error("if\n").0, "invalid syntax");
        assert_eq!(
            error("x = 5 if y\n"),
            ("expected 'else' after 'if' expression".into(), 5, Some(11))
        );
        assert_eq!(
            error("try:\n    pass\nx = 1\n"),
            ("expected 'except' or 'finally' block".into(), 1, Some(2))
        );
    }

    #[test]
    fn reports_malformed_literals_first() {
        assert_eq!(error("x = 1abc\n"), ("invalid decimal literal".into(), 5, Some(5)));
        assert_eq!(error("x = 1 2\ny = 0x\n").0, "invalid hexadecimal literal");
        assert_eq!(error("0o19\n").0, "invalid digit '9' in octal literal");
        assert_eq!(
            error("x = 'abc\n").0,
            "unterminated string literal (detected at line 1)"
        );
    }
}
