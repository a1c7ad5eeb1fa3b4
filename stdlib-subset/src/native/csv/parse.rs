//! The record parser: CPython 3.11's state machine, fed one line at a time (the line's
//! characters, then an end-of-line mark). A record ends only at an end of line, so each line
//! either completes a record (a blank line completes an empty one) or leaves it open for the
//! next line (a quoted field, or an escaped newline, spanning lines). Fields go to a [`Fields`]
//! sink, which makes the values; the parser itself knows nothing of the heap.

use super::dialect::{Params, Quoting};

/// Where the parser is inside a record.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum State {
    StartRecord,
    StartField,
    EscapedChar,
    InField,
    InQuotedField,
    EscapeInQuotedField,
    QuoteInQuotedField,
    EatCrnl,
    AfterEscapedCrnl,
}

impl State {
    /// The state's number in the tuple a paused parse is kept as.
    pub fn code(self) -> i64 {
        self as i64
    }

    pub fn from_code(code: i64) -> Option<State> {
        const ALL: [State; 9] = [
            State::StartRecord,
            State::StartField,
            State::EscapedChar,
            State::InField,
            State::InQuotedField,
            State::EscapeInQuotedField,
            State::QuoteInQuotedField,
            State::EatCrnl,
            State::AfterEscapedCrnl,
        ];
        usize::try_from(code).ok().and_then(|i| ALL.get(i).copied())
    }
}

/// Why parsing stopped: a `csv.Error` message, or the sink's own error.
#[derive(Debug, PartialEq)]
pub enum Problem<E> {
    Csv(String),
    Sink(E),
}

/// Receives the fields of the record being parsed.
pub trait Fields {
    type Error;

    /// Saves a field (the parser then clears its buffer and reuses it for the next field);
    /// `numeric` when QUOTE_NONNUMERIC makes it a float.
    fn save(&mut self, text: &str, numeric: bool) -> Result<(), Self::Error>;
}

/// One character of input, or the end of a line.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Input {
    Char(char),
    Eol,
}

/// The parser of one reader.
pub struct Parser<'p> {
    params: &'p Params,
    pub state: State,
    /// The field being read, its length in characters, and whether it becomes a float.
    pub field: String,
    field_len: usize,
    pub numeric: bool,
    limit: i64,
    /// The bytes that may end a run of ordinary characters inside a field (the delimiter,
    /// quote and escape characters and the newlines), when all of them are ASCII.
    stops: Option<[bool; 128]>,
}

/// The bytes that interrupt a field, or None when one of the special characters is not ASCII.
fn stop_bytes(params: &Params) -> Option<[bool; 128]> {
    let mut stops = [false; 128];
    stops[usize::from(b'\n')] = true;
    stops[usize::from(b'\r')] = true;
    for c in [Some(params.delimiter), params.quotechar, params.escapechar]
        .into_iter()
        .flatten()
    {
        let index = usize::try_from(u32::from(c)).ok().filter(|&i| i < 128)?;
        stops[index] = true;
    }
    Some(stops)
}

/// The number of characters in a piece of UTF-8 text.
fn chars_in(piece: &str) -> usize {
    piece.bytes().filter(|&b| b & 0xC0 != 0x80).count()
}

fn is_newline(input: Input) -> bool {
    matches!(input, Input::Char('\n' | '\r'))
}

impl<'p> Parser<'p> {
    /// A parser at the start of a record; fields longer than `limit` characters are errors.
    pub fn new(params: &'p Params, limit: i64) -> Parser<'p> {
        Parser {
            params,
            state: State::StartRecord,
            field: String::new(),
            field_len: 0,
            numeric: false,
            limit,
            stops: stop_bytes(params),
        }
    }

    /// Continues a record left open: its state, the field read so far and its numeric mark.
    pub fn resume(&mut self, state: State, field: &str, numeric: bool) {
        self.state = state;
        self.field = field.to_string();
        self.field_len = field.chars().count();
        self.numeric = numeric;
    }

    /// Back to the start of a record (after a record or an error).
    pub fn reset(&mut self) {
        self.state = State::StartRecord;
        self.field.clear();
        self.field_len = 0;
        self.numeric = false;
    }

    /// Feeds one line and its end; true when that completed a record. Inside a field, runs of
    /// characters that cannot change the state are copied whole.
    pub fn line<F: Fields>(&mut self, line: &str, out: &mut F) -> Result<bool, Problem<F::Error>> {
        let bytes = line.as_bytes();
        let mut at = 0;
        while at < bytes.len() {
            if let (Some(stops), State::InField | State::InQuotedField) = (&self.stops, self.state) {
                let run = bytes[at..]
                    .iter()
                    .position(|&b| b < 128 && stops[usize::from(b)])
                    .unwrap_or(bytes.len() - at);
                if run > 0 {
                    self.add_run(&line[at..at + run])?;
                    at += run;
                    continue;
                }
            }
            let Some(c) = line[at..].chars().next() else {
                break;
            };
            self.process(Input::Char(c), out)?;
            at += c.len_utf8();
        }
        self.process(Input::Eol, out)?;
        Ok(self.state == State::StartRecord)
    }

    /// Adds characters that are all ordinary in the current state.
    fn add_run<E>(&mut self, piece: &str) -> Result<(), Problem<E>> {
        let count = if piece.is_ascii() { piece.len() } else { chars_in(piece) };
        if i64::try_from(self.field_len + count).unwrap_or(i64::MAX) > self.limit {
            return Err(Problem::Csv(format!("field larger than field limit ({})", self.limit)));
        }
        self.field.push_str(piece);
        self.field_len += count;
        Ok(())
    }

    /// The input ended inside a record: true when a last field was saved (the record is to be
    /// returned), false when there is nothing to return; strict dialects refuse an unfinished
    /// field.
    pub fn finish<F: Fields>(&mut self, out: &mut F) -> Result<bool, Problem<F::Error>> {
        if self.field_len == 0 && self.state != State::InQuotedField {
            return Ok(false);
        }
        if self.params.strict {
            return Err(Problem::Csv("unexpected end of data".into()));
        }
        self.save(out)?;
        Ok(true)
    }

    fn save<F: Fields>(&mut self, out: &mut F) -> Result<(), Problem<F::Error>> {
        let numeric = std::mem::take(&mut self.numeric);
        out.save(&self.field, numeric).map_err(Problem::Sink)?;
        self.field.clear();
        self.field_len = 0;
        Ok(())
    }

    fn add<E>(&mut self, c: char) -> Result<(), Problem<E>> {
        if i64::try_from(self.field_len).unwrap_or(i64::MAX) >= self.limit {
            return Err(Problem::Csv(format!("field larger than field limit ({})", self.limit)));
        }
        self.field.push(c);
        self.field_len += 1;
        Ok(())
    }

    /// Ends the record at a newline character or the end of the line.
    fn end_line<F: Fields>(&mut self, input: Input, out: &mut F) -> Result<(), Problem<F::Error>> {
        self.save(out)?;
        self.state = if input == Input::Eol {
            State::StartRecord
        } else {
            State::EatCrnl
        };
        Ok(())
    }

    fn process<F: Fields>(&mut self, input: Input, out: &mut F) -> Result<(), Problem<F::Error>> {
        let params = self.params;
        let is = |c: Option<char>| matches!((input, c), (Input::Char(a), Some(b)) if a == b);
        let is_delimiter = input == Input::Char(params.delimiter);
        let is_quote = matches!(input, Input::Char(c) if params.is_quote(c));
        match self.state {
            State::StartRecord => {
                if input == Input::Eol {
                    return Ok(());
                }
                if is_newline(input) {
                    self.state = State::EatCrnl;
                    return Ok(());
                }
                self.state = State::StartField;
                self.start_field(input, out)
            }
            State::StartField => self.start_field(input, out),
            State::EscapedChar => {
                if is_newline(input) {
                    self.add_input(input)?;
                    self.state = State::AfterEscapedCrnl;
                    return Ok(());
                }
                self.add_input_or_newline(input)?;
                self.state = State::InField;
                Ok(())
            }
            State::AfterEscapedCrnl if input == Input::Eol => Ok(()),
            State::AfterEscapedCrnl | State::InField => {
                if is_newline(input) || input == Input::Eol {
                    self.end_line(input, out)
                } else if is(params.escapechar) {
                    self.state = State::EscapedChar;
                    Ok(())
                } else if is_delimiter {
                    self.save(out)?;
                    self.state = State::StartField;
                    Ok(())
                } else {
                    self.add_input(input)
                }
            }
            State::InQuotedField => {
                if input == Input::Eol {
                } else if is(params.escapechar) {
                    self.state = State::EscapeInQuotedField;
                } else if is_quote {
                    self.state = if params.doublequote {
                        State::QuoteInQuotedField
                    } else {
                        State::InField
                    };
                } else {
                    self.add_input(input)?;
                }
                Ok(())
            }
            State::EscapeInQuotedField => {
                self.add_input_or_newline(input)?;
                self.state = State::InQuotedField;
                Ok(())
            }
            State::QuoteInQuotedField => {
                if is_quote {
                    self.add_input(input)?;
                    self.state = State::InQuotedField;
                    Ok(())
                } else if is_delimiter {
                    self.save(out)?;
                    self.state = State::StartField;
                    Ok(())
                } else if is_newline(input) || input == Input::Eol {
                    self.end_line(input, out)
                } else if !params.strict {
                    self.add_input(input)?;
                    self.state = State::InField;
                    Ok(())
                } else {
                    let quote = params.quotechar.unwrap_or('"');
                    Err(Problem::Csv(format!("'{}' expected after '{quote}'", params.delimiter)))
                }
            }
            State::EatCrnl => {
                if is_newline(input) {
                    Ok(())
                } else if input == Input::Eol {
                    self.state = State::StartRecord;
                    Ok(())
                } else {
                    Err(Problem::Csv(
                        "new-line character seen in unquoted field - do you need to open the file in \
                         universal-newline mode?"
                            .into(),
                    ))
                }
            }
        }
    }

    fn start_field<F: Fields>(&mut self, input: Input, out: &mut F) -> Result<(), Problem<F::Error>> {
        let params = self.params;
        match input {
            Input::Eol | Input::Char('\n' | '\r') => self.end_line(input, out),
            Input::Char(c) if params.is_quote(c) => {
                self.state = State::InQuotedField;
                Ok(())
            }
            Input::Char(c) if Some(c) == params.escapechar => {
                self.state = State::EscapedChar;
                Ok(())
            }
            Input::Char(' ') if params.skipinitialspace => Ok(()),
            Input::Char(c) if c == params.delimiter => self.save(out),
            Input::Char(c) => {
                if params.quoting == Quoting::NonNumeric {
                    self.numeric = true;
                }
                self.add(c)?;
                self.state = State::InField;
                Ok(())
            }
        }
    }

    fn add_input<E>(&mut self, input: Input) -> Result<(), Problem<E>> {
        match input {
            Input::Char(c) => self.add(c),
            Input::Eol => Ok(()),
        }
    }

    /// Adds an escaped character; an escaped end of line is a `\n`.
    fn add_input_or_newline<E>(&mut self, input: Input) -> Result<(), Problem<E>> {
        match input {
            Input::Char(c) => self.add(c),
            Input::Eol => self.add('\n'),
        }
    }
}
