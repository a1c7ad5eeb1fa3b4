//! Translation of `rustpython-parser` errors into the messages CPython 3.11 prints.

use rustpython_parser::lexer::{LexicalError, LexicalErrorType};
use rustpython_parser::text_size::TextSize;
use rustpython_parser::FStringErrorType;
use rustpython_parser::{ParseError, ParseErrorType, Tok};

use super::strings::unterminated_string;
use super::tokens::Tokens;
use super::{hints, nesting, numbers};
use super::{SourceFile, SyntaxErrorInfo, SyntaxErrorKind};

/// The CPython-style syntax error for a parser error.
pub fn translate(source: &SourceFile, error: &ParseError) -> SyntaxErrorInfo {
    let line = source.line_of(error.offset);
    let column = source.column_of(error.offset);
    let plain = |message: &str| SyntaxErrorInfo::new(message, line, column);
    match &error.error {
        ParseErrorType::Eof => unterminated_string(source)
            .or_else(|| unclosed_bracket(source))
            .or_else(|| try_at_end(source))
            .unwrap_or_else(|| plain("unexpected EOF while parsing")),
        // CPython points at the indentation's last character.
        ParseErrorType::UnrecognizedToken(Tok::Indent, _) => SyntaxErrorInfo {
            kind: SyntaxErrorKind::Indentation,
            column: source
                .line_text(line)
                .map_or(1, |t| (t.len() - t.trim_start().len()) as u32),
            ..plain("unexpected indent")
        }
        .ending_at_offset(line, -1),
        ParseErrorType::UnrecognizedToken(_, Some(expected)) if expected == "Indent" => {
            expected_indented_block(source, line)
        }
        ParseErrorType::UnrecognizedToken(tok, _) => {
            // As CPython, errors of the tokenizer anywhere in the source come first.
            let tokens = Tokens::lex(source);
            if let Some(literal) = numbers::number_error(source, &tokens, (source.text.len() as u32).into()) {
                return literal;
            }
            if let Some(later) = tokens.error.as_ref().and_then(|e| tokenizer_error(source, e)) {
                return later;
            }
            // CPython reports the bracket when its parser read on to the end of the file, looking
            // past an operand there.
            if let Some(unclosed) = unclosed_bracket(source) {
                let last = tokens.index_at(error.offset).is_some_and(|i| {
                    super::tokens::ends_operand(tokens.tok(i))
                        && tokens.list[i + 1..]
                            .iter()
                            .all(|(t, _)| matches!(t, Tok::Newline | Tok::Dedent | Tok::EndOfFile))
                });
                let inside = (unclosed.line, unclosed.column) < (line, column);
                if matches!(tok, Tok::EndOfFile) || unclosed.line < line || (inside && last) {
                    return unclosed;
                }
            }
            if let Some(hint) = missing_print_parentheses(source, &tokens, line) {
                return hint;
            }
            if let Some(refusal) = except_star_error(source, line) {
                return refusal;
            }
            match tokens.index_at(error.offset) {
                Some(mut i) => {
                    while matches!(tokens.tok(i), Tok::Dedent) && i + 1 < tokens.list.len() {
                        i += 1;
                    }
                    hints::unexpected_token(source, &tokens, i)
                        .unwrap_or_else(|| hints::token_error(source, &tokens, i, "invalid syntax"))
                }
                None => plain("invalid syntax"),
            }
        }
        // CPython points past the line's last character.
        ParseErrorType::Lexical(LexicalErrorType::IndentationError) => SyntaxErrorInfo {
            kind: SyntaxErrorKind::Indentation,
            column: source.line_text(line).map_or(1, |t| t.chars().count() as u32 + 1),
            ..plain("unindent does not match any outer indentation level")
        }
        .ending_at_offset(line, -1),
        ParseErrorType::Lexical(LexicalErrorType::TabError | LexicalErrorType::TabsAfterSpaces) => SyntaxErrorInfo {
            kind: SyntaxErrorKind::Tab,
            ..plain("inconsistent use of tabs and spaces in indentation")
        },
        ParseErrorType::Lexical(LexicalErrorType::Eof) => unterminated_string(source)
            .or_else(|| unclosed_bracket(source))
            .unwrap_or_else(|| plain("unexpected EOF while parsing")),
        ParseErrorType::Lexical(LexicalErrorType::DefaultArgumentError) => {
            plain("non-default argument follows default argument")
        }
        ParseErrorType::Lexical(LexicalErrorType::DuplicateArgumentError(name)) => {
            plain(&format!("duplicate argument '{name}' in function definition"))
        }
        ParseErrorType::Lexical(LexicalErrorType::PositionalArgumentError) => {
            hints::positional_after_keyword(source, &Tokens::lex(source), error.offset)
                .unwrap_or_else(|| plain("positional argument follows keyword argument"))
        }
        ParseErrorType::Lexical(LexicalErrorType::UnpackedArgumentError) => {
            plain("iterable argument unpacking follows keyword argument unpacking")
        }
        ParseErrorType::Lexical(LexicalErrorType::DuplicateKeywordArgumentError(name)) => {
            let message = format!("keyword argument repeated: {name}");
            hints::keyword_argument(source, &Tokens::lex(source), error.offset, &message)
                .unwrap_or_else(|| plain(&message))
        }
        ParseErrorType::Lexical(LexicalErrorType::UnrecognizedToken { tok }) => {
            invalid_character(source, error.offset, *tok)
        }
        ParseErrorType::Lexical(LexicalErrorType::LineContinuationError) => {
            plain("unexpected character after line continuation character")
        }
        ParseErrorType::Lexical(LexicalErrorType::StringError | LexicalErrorType::UnicodeError) => {
            unterminated_string(source).unwrap_or_else(|| string_error(source, line, column))
        }
        ParseErrorType::Lexical(LexicalErrorType::FStringError(e)) => fstring_error(source, error.offset, e),
        ParseErrorType::Lexical(LexicalErrorType::OtherError(message)) if message.starts_with("EOL while scanning") => {
            unterminated_string(source).unwrap_or_else(|| string_error(source, line, column))
        }
        ParseErrorType::Lexical(LexicalErrorType::OtherError(message)) => {
            numbers::number_error(source, &Tokens::lex(source), error.offset).unwrap_or_else(|| plain(message))
        }
        ParseErrorType::Lexical(LexicalErrorType::NestingError) => {
            unclosed_bracket(source).unwrap_or_else(|| plain("invalid syntax"))
        }
        ParseErrorType::ExtraToken(_) | ParseErrorType::InvalidToken => plain("invalid syntax"),
    }
}

/// The error for a lexical error that CPython's tokenizer raises, which CPython reports before
/// the parser's errors earlier in the source.
fn tokenizer_error(source: &SourceFile, error: &LexicalError) -> Option<SyntaxErrorInfo> {
    match &error.error {
        LexicalErrorType::StringError | LexicalErrorType::UnicodeError | LexicalErrorType::Eof => {
            unterminated_string(source)
        }
        LexicalErrorType::OtherError(message) if message.starts_with("EOL while scanning") => {
            unterminated_string(source)
        }
        LexicalErrorType::UnrecognizedToken { tok } if !tok.is_ascii() => {
            Some(invalid_character(source, error.location, *tok))
        }
        _ => None,
    }
}

/// CPython's message for an error in an f-string, located past the literal as CPython locates
/// the errors it finds in the literal's text (not those of its expressions).
fn fstring_error(source: &SourceFile, offset: TextSize, error: &FStringErrorType) -> SyntaxErrorInfo {
    let message = match error {
        FStringErrorType::InvalidConversionFlag => {
            "f-string: invalid conversion character: expected 's', 'r', or 'a'".to_string()
        }
        FStringErrorType::InvalidExpression(_) => {
            return SyntaxErrorInfo::new(
                "f-string: invalid syntax",
                source.line_of(offset),
                source.column_of(offset),
            )
        }
        other => format!("f-string: {other}"),
    };
    let tokens = Tokens::lex(source);
    let literal = tokens
        .list
        .iter()
        .find(|(_, range)| range.start() <= offset && offset < range.end());
    let at = literal.map_or(offset, |(_, range)| range.end());
    let (line, column) = (source.line_of(at), source.column_of(at));
    SyntaxErrorInfo::new(message, line, column).ending_at((line, column))
}

/// `'(' was never closed`, located at the innermost bracket still open at the end of the file
/// (CPython's `end_offset` is 0).
fn unclosed_bracket(source: &SourceFile) -> Option<SyntaxErrorInfo> {
    let scan = nesting::scan(source).ok()?;
    let open = scan.unclosed.last()?;
    let offset = (open.offset as u32).into();
    let line = source.line_of(offset);
    Some(
        SyntaxErrorInfo::new(
            format!("'{}' was never closed", open.ch),
            line,
            source.column_of(offset),
        )
        .ending_at_offset(line, 0),
    )
}

/// `expected 'except' or 'finally' block` for a `try:` block that the file ends, reported past
/// the last line (CPython's `end_offset` is -1).
fn try_at_end(source: &SourceFile) -> Option<SyntaxErrorInfo> {
    let last = (1..=source.line_starts.len() as u32).rev().find(|&l| {
        source
            .line_text(l)
            .is_some_and(|t| !t.trim().is_empty() && !t.trim_start().starts_with('#'))
    })?;
    let text = source.line_text(last)?;
    let indent = text.len() - text.trim_start().len();
    let header = (1..last).rev().find_map(|l| {
        let t = source.line_text(l)?;
        let level = t.len() - t.trim_start().len();
        (!t.trim().is_empty() && !t.trim_start().starts_with('#') && level < indent).then_some((l, level))
    })?;
    hints::opens_try_block(source, header.0 + 1, header.1).then(|| {
        let column = text.chars().count() as u32 + 1;
        SyntaxErrorInfo::new("expected 'except' or 'finally' block", last, column).ending_at_offset(last, -1)
    })
}

/// `invalid character '€' (U+20AC)` at the character; CPython's plain "invalid syntax" for an
/// ASCII one (`$`, `?`, `` ` ``).
fn invalid_character(source: &SourceFile, offset: TextSize, tok: char) -> SyntaxErrorInfo {
    let at = usize::from(offset);
    let start = if source.text.get(at..).is_some_and(|rest| rest.starts_with(tok)) {
        at
    } else {
        at.saturating_sub(tok.len_utf8())
    };
    let start = (start as u32).into();
    let (line, column) = (source.line_of(start), source.column_of(start));
    if tok.is_ascii() {
        SyntaxErrorInfo::new("invalid syntax", line, column).ending_at((line, column + 1))
    } else {
        SyntaxErrorInfo::new(
            format!("invalid character '{tok}' (U+{:04X})", tok as u32),
            line,
            column,
        )
        .ending_at((line, column))
    }
}

/// Python 2's `print x`: CPython suggests the parentheses.
fn missing_print_parentheses(source: &SourceFile, tokens: &Tokens, line: u32) -> Option<SyntaxErrorInfo> {
    let text = source.line_text(line)?;
    let trimmed = text.trim_start();
    let rest = trimmed.strip_prefix("print")?;
    if !rest.starts_with([' ', '\t']) || rest.trim_start().starts_with(['(', '=', '.', '[']) || rest.trim().is_empty() {
        return None;
    }
    let column = (text.len() - trimmed.len()) as u32 + 1;
    let error = SyntaxErrorInfo::new(
        "Missing parentheses in call to 'print'. Did you mean print(...)?",
        line,
        column,
    );
    // CPython's range runs to the end of the statement's expressions.
    let start = source.line_starts[line as usize - 1] + column - 1;
    let Some(first) = tokens.index_at(start.into()) else {
        return Some(error);
    };
    let last = tokens
        .at_level(first, tokens.list.len())
        .take_while(|(_, tok)| !matches!(tok, Tok::Newline | Tok::Semi))
        .last()
        .map_or(first, |(j, _)| j);
    let last = if super::tokens::is_open(tokens.tok(last)) {
        tokens.matching_close(last).unwrap_or(last)
    } else {
        last
    };
    let end = tokens.range(last).end();
    Some(error.ending_at((source.line_of(end), source.column_of(end))))
}

/// The `except*` clause errors of CPython's parser: `except*:` without a type, and a `try`
/// mixing `except` and `except*` clauses (reported at the first clause of the other kind).
fn except_star_error(source: &SourceFile, line: u32) -> Option<SyntaxErrorInfo> {
    let clause_kind = |text: &str| {
        let rest = text.trim_start().strip_prefix("except")?;
        let starred = rest.trim_start().starts_with('*');
        (rest.starts_with([' ', '\t', ':', '*', '('])).then_some(starred)
    };
    let text = source.line_text(line)?;
    let indent = text.len() - text.trim_start().len();
    let starred = clause_kind(text)?;
    let after_star = text.trim_start().strip_prefix("except")?.trim_start().strip_prefix('*');
    if let Some(after) = after_star.filter(|after| after.trim_start().starts_with(':')) {
        let column = (text.len() - after.trim_start().len()) as u32 + 1;
        return Some(SyntaxErrorInfo::new(
            "expected one or more exception types",
            line,
            column,
        ));
    }
    for earlier in (1..line).rev() {
        let Some(previous) = source.line_text(earlier) else {
            break;
        };
        let previous_indent = previous.len() - previous.trim_start().len();
        if previous.trim().is_empty() || previous.trim_start().starts_with('#') || previous_indent > indent {
            continue;
        }
        if previous_indent < indent || previous.trim_start().starts_with("try") {
            break;
        }
        if clause_kind(previous).is_some_and(|kind| kind != starred) {
            let keyword = if starred { "except*" } else { "except" };
            let start = indent as u32 + 1;
            return Some(
                SyntaxErrorInfo::new("cannot have both 'except' and 'except*' on the same 'try'", line, start)
                    .ending_at((line, start + keyword.len() as u32)),
            );
        }
    }
    None
}

/// CPython's message for a string literal that does not end on its line.
fn string_error(source: &SourceFile, line: u32, column: u32) -> SyntaxErrorInfo {
    let text = source.line_text(line).unwrap_or("");
    if text.contains("\"\"\"") || text.contains("'''") {
        SyntaxErrorInfo::new(
            format!("unterminated triple-quoted string literal (detected at line {line})"),
            line,
            column,
        )
    } else {
        SyntaxErrorInfo::new(
            format!("unterminated string literal (detected at line {line})"),
            line,
            column,
        )
    }
}

/// `expected an indented block after 'if' statement on line N`, naming the statement that opened
/// the block from the last non-blank line before the error.
fn expected_indented_block(source: &SourceFile, error_line: u32) -> SyntaxErrorInfo {
    let mut header_line = error_line.saturating_sub(1);
    while header_line > 0 {
        let text = source.line_text(header_line).unwrap_or("").trim();
        if !text.is_empty() && !text.starts_with('#') {
            break;
        }
        header_line -= 1;
    }
    let header = source.line_text(header_line).unwrap_or("").trim_start();
    let keyword: String = header
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    let what = match keyword.as_str() {
        "def" => "function definition".to_string(),
        "class" => "class definition".to_string(),
        "async" => {
            let second = header[5..].trim_start();
            if second.starts_with("def") {
                "function definition".to_string()
            } else {
                format!("'{}' statement", second.split_whitespace().next().unwrap_or("async"))
            }
        }
        "if" | "elif" | "else" | "for" | "while" | "try" | "except" | "finally" | "with" | "match" | "case" => {
            format!("'{keyword}' statement")
        }
        _ => {
            return SyntaxErrorInfo {
                kind: SyntaxErrorKind::Indentation,
                ..SyntaxErrorInfo::new("expected an indented block", error_line, 1)
            }
        }
    };
    let text = source.line_text(error_line).unwrap_or("");
    let column = (text.len() - text.trim_start().len() + 1) as u32;
    // CPython's range is the line's first token's.
    let word = text
        .trim_start()
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .count();
    SyntaxErrorInfo {
        kind: SyntaxErrorKind::Indentation,
        ..SyntaxErrorInfo::new(
            format!("expected an indented block after {what} on line {header_line}"),
            error_line,
            column,
        )
    }
    .ending_at((error_line, column + word.max(1) as u32))
}
