//! A `struct` format string read into its fields: the byte order and size mode its first
//! character chooses, each code with its repeat count and offset (aligned as C aligns it in the
//! native mode), the total size and the number of values it packs, with CPython's errors.

/// Whether the machine stores the low byte first (the order of `@` and `=`).
pub const NATIVE_LITTLE: bool = cfg!(target_endian = "little");

/// The byte order and sizes a format's first character chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mode {
    /// Multi-byte items store their low byte first.
    pub little: bool,
    /// Standard sizes and no alignment (`=`, `<`, `>`, `!`), rather than C's (`@`, the default).
    pub standard: bool,
}

impl Mode {
    /// Whether CPython packs this mode's integers with its native routines (and so their error
    /// messages): the native mode, and the standard mode in the machine's own byte order, where
    /// CPython swaps in the native routines for the codes whose sizes agree.
    pub fn native_routines(self) -> bool {
        !self.standard || self.little == NATIVE_LITTLE
    }
}

/// One code of a format with its repeat count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field {
    pub code: u8,
    /// Items of `code`; for `s` and `p`, the bytes of the one value.
    pub count: usize,
    /// Where the field starts in the packed bytes.
    pub offset: usize,
}

impl Field {
    /// The values this field packs or unpacks.
    pub fn values(&self) -> usize {
        match self.code {
            b's' | b'p' => 1,
            b'x' => 0,
            _ => self.count,
        }
    }
}

/// A whole format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout {
    pub mode: Mode,
    pub fields: Vec<Field>,
    /// Bytes packed.
    pub size: usize,
    /// Values packed.
    pub values: usize,
}

/// The size of one item of `code` in `mode`, or `None` for a code the mode does not have.
pub fn item_size(code: u8, mode: Mode) -> Option<usize> {
    Some(match code {
        b'x' | b'c' | b'b' | b'B' | b'?' | b's' | b'p' => 1,
        b'h' | b'H' | b'e' => 2,
        b'i' | b'I' | b'f' => 4,
        b'l' | b'L' if mode.standard => 4,
        b'l' | b'L' | b'q' | b'Q' | b'd' => 8,
        b'n' | b'N' | b'P' if !mode.standard => std::mem::size_of::<usize>(),
        _ => return None,
    })
}

/// `offset` rounded up to the alignment C gives `code` (its size) in the native mode.
fn aligned(offset: usize, code: u8, size: usize, mode: Mode) -> Option<usize> {
    if mode.standard || matches!(code, b'x' | b'c' | b'b' | b'B' | b'?' | b's' | b'p') {
        return Some(offset);
    }
    offset.checked_next_multiple_of(size)
}

const BAD_CHAR: &str = "bad char in struct format";
const TOO_LONG: &str = "total struct size too long";

/// Reads `format` (its bytes, as CPython encodes a str format to ASCII first).
pub fn parse(format: &[u8]) -> Result<Layout, &'static str> {
    if format.contains(&0) {
        return Err("embedded null character");
    }
    let (mode, rest) = match format.first() {
        Some(b'<') => (
            Mode {
                little: true,
                standard: true,
            },
            &format[1..],
        ),
        Some(b'>' | b'!') => (
            Mode {
                little: false,
                standard: true,
            },
            &format[1..],
        ),
        Some(b'=') => (
            Mode {
                little: NATIVE_LITTLE,
                standard: true,
            },
            &format[1..],
        ),
        Some(b'@') => (
            Mode {
                little: NATIVE_LITTLE,
                standard: false,
            },
            &format[1..],
        ),
        _ => (
            Mode {
                little: NATIVE_LITTLE,
                standard: false,
            },
            format,
        ),
    };
    let mut layout = Layout {
        mode,
        fields: Vec::new(),
        size: 0,
        values: 0,
    };
    let mut chars = rest.iter().copied().peekable();
    while let Some(c) = chars.next() {
        if c.is_ascii_whitespace() {
            continue;
        }
        let (count, code) = if c.is_ascii_digit() {
            let mut count = usize::from(c - b'0');
            let code = loop {
                match chars.next() {
                    Some(d) if d.is_ascii_digit() => {
                        count = count
                            .checked_mul(10)
                            .and_then(|n| n.checked_add(usize::from(d - b'0')))
                            .filter(|&n| n <= isize::MAX as usize)
                            .ok_or(TOO_LONG)?;
                    }
                    Some(code) => break code,
                    None => return Err("repeat count given without format specifier"),
                }
            };
            (count, code)
        } else {
            (1, c)
        };
        let size = item_size(code, mode).ok_or(BAD_CHAR)?;
        let offset = aligned(layout.size, code, size, mode).ok_or(TOO_LONG)?;
        let field = Field { code, count, offset };
        layout.size = count
            .checked_mul(size)
            .and_then(|bytes| bytes.checked_add(offset))
            .filter(|&end| end <= isize::MAX as usize)
            .ok_or(TOO_LONG)?;
        layout.values += field.values();
        layout.fields.push(field);
    }
    Ok(layout)
}
