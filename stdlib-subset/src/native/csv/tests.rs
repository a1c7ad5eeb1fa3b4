//! The parser and the field writer on their own (CPython 3.11's results, checked by hand).

use super::dialect::{Params, Quoting};
use super::parse::{Fields, Parser, Problem};
use super::write::{append_field, end_record};

/// A sink that collects fields as text (numeric ones marked with a `#`).
#[derive(Default)]
struct Collect(Vec<String>);

impl Fields for Collect {
    type Error = ();

    fn save(&mut self, text: &str, numeric: bool) -> Result<(), ()> {
        self.0.push(if numeric { format!("#{text}") } else { text.to_string() });
        Ok(())
    }
}

/// Parses `lines` as a list source would: the records, or the first error message.
fn parse(params: &Params, lines: &[&str]) -> Result<Vec<Vec<String>>, String> {
    let mut parser = Parser::new(params, 131_072);
    let mut out = Collect::default();
    let mut records = Vec::new();
    for line in lines {
        match parser.line(line, &mut out) {
            Ok(true) => records.push(std::mem::take(&mut out.0)),
            Ok(false) => {}
            Err(Problem::Csv(message)) => return Err(message),
            Err(Problem::Sink(())) => return Err("sink".into()),
        }
    }
    match parser.finish(&mut out) {
        Ok(true) => records.push(out.0),
        Ok(false) => {}
        Err(Problem::Csv(message)) => return Err(message),
        Err(Problem::Sink(())) => return Err("sink".into()),
    }
    Ok(records)
}

fn rows(records: &[&[&str]]) -> Vec<Vec<String>> {
    records
        .iter()
        .map(|r| r.iter().map(|f| f.to_string()).collect())
        .collect()
}

#[test]
fn quoted_fields_span_lines_and_blank_lines_are_empty_records() {
    let params = Params::default();
    let parsed = parse(&params, &["a,\"b\n", "c\",d\n", "\n", "e\r\n"]);
    assert_eq!(parsed, Ok(rows(&[&["a", "b\nc", "d"], &[], &["e"]])));
}

#[test]
fn an_unfinished_quote_ends_the_record_unless_strict() {
    let mut params = Params::default();
    assert_eq!(parse(&params, &["a,\"b"]), Ok(rows(&[&["a", "b"]])));
    params.strict = true;
    assert_eq!(parse(&params, &["a,\"b"]), Err("unexpected end of data".into()));
    assert_eq!(parse(&params, &["\"a\"x"]), Err("',' expected after '\"'".into()));
}

#[test]
fn a_carriage_return_inside_a_line_is_an_error() {
    let parsed = parse(&Params::default(), &["a\rb\n"]);
    assert!(parsed.is_err_and(|m| m.starts_with("new-line character seen in unquoted field")));
}

#[test]
fn an_escaped_line_end_continues_the_field() {
    let params = Params {
        escapechar: Some('\\'),
        ..Params::default()
    };
    assert_eq!(parse(&params, &["a\\,b,c\\", "d"]), Ok(rows(&[&["a,b", "c\nd"]])));
    assert_eq!(parse(&params, &["x\\\nyz", "w"]), Ok(rows(&[&["x\nyzw"]])));
}

#[test]
fn nonnumeric_marks_unquoted_fields() {
    let params = Params {
        quoting: Quoting::NonNumeric,
        skipinitialspace: true,
        ..Params::default()
    };
    assert_eq!(parse(&params, &["1, \"x\",,2"]), Ok(rows(&[&["#1", "x", "", "#2"]])));
}

#[test]
fn fields_past_the_limit_are_refused() {
    let params = Params::default();
    let mut parser = Parser::new(&params, 3);
    let result = parser.line("abcd", &mut Collect::default());
    assert_eq!(result, Err(Problem::Csv("field larger than field limit (3)".into())));
}

fn record(params: &Params, fields: &[(&str, bool)]) -> Result<String, String> {
    let mut out = String::new();
    for (i, (text, numeric)) in fields.iter().enumerate() {
        let quoted = match params.quoting {
            Quoting::All => true,
            Quoting::NonNumeric => !numeric,
            _ => false,
        };
        append_field(&mut out, params, text, quoted, i == 0)?;
    }
    end_record(&mut out, params, 0, fields.len())?;
    Ok(out)
}

#[test]
fn the_writer_quotes_and_escapes_as_cpython() {
    let params = Params::default();
    let written = record(
        &params,
        &[("a", false), ("b,c", false), ("d\"e", false), ("f\ng", false)],
    );
    assert_eq!(written, Ok("a,\"b,c\",\"d\"\"e\",\"f\ng\"\r\n".into()));
    assert_eq!(record(&params, &[("", false)]), Ok("\"\"\r\n".into()));
    let escaped = Params {
        escapechar: Some('\\'),
        doublequote: false,
        ..Params::default()
    };
    assert_eq!(
        record(&escaped, &[("d\"e", false), ("x\\y", false)]),
        Ok("d\\\"e,x\\\\y\r\n".into())
    );
    let none = Params {
        quoting: Quoting::None,
        ..Params::default()
    };
    assert_eq!(
        record(&none, &[("a,b", false)]),
        Err("need to escape, but no escapechar set".into())
    );
    assert_eq!(
        record(&none, &[("", false)]),
        Err("single empty field record must be quoted".into())
    );
    let nonnumeric = Params {
        quoting: Quoting::NonNumeric,
        ..Params::default()
    };
    assert_eq!(
        record(&nonnumeric, &[("1", true), ("x", false)]),
        Ok("1,\"x\"\r\n".into())
    );
}
