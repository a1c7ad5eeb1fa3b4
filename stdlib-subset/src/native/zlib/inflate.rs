//! A DEFLATE decoder (RFC 1951) inside the zlib (RFC 1950) and gzip (RFC 1952) containers, with
//! zlib's error messages. All of its state is plain data (`Inflater`), so a decompressor object
//! keeps it between calls as bytes (`state.rs`), and a run can stop anywhere: when the output
//! reaches the caller's limit, or when the input ends inside a unit (a header, a symbol with its
//! extra bits), which is then retried from its start once more input comes.
//!
//! The output is appended to a history buffer that starts with the window (the last output
//! bytes of earlier calls, or a preset dictionary), which back-references copy from.

use super::bits::BitReader;
use super::checksum::{adler32, crc32};
use super::huffman::{CodeKind, Decoded, Huffman};

/// The container around the DEFLATE data.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    Zlib,
    Raw,
    Gzip,
    /// A zlib or gzip stream, told apart by its first two bytes.
    Auto,
}

/// Where the decoder is in the stream.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    Start,
    ZlibDict,
    GzFlags,
    GzTime,
    GzExtraLen,
    GzExtra,
    GzName,
    GzComment,
    GzHeaderCrc,
    Block,
    StoredLen,
    Stored,
    Codes,
    Trailer,
    GzLength,
    Done,
}

pub const PHASES: [Phase; 16] = [
    Phase::Start,
    Phase::ZlibDict,
    Phase::GzFlags,
    Phase::GzTime,
    Phase::GzExtraLen,
    Phase::GzExtra,
    Phase::GzName,
    Phase::GzComment,
    Phase::GzHeaderCrc,
    Phase::Block,
    Phase::StoredLen,
    Phase::Stored,
    Phase::Codes,
    Phase::Trailer,
    Phase::GzLength,
    Phase::Done,
];

/// Why a run stopped without an error.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stop {
    NeedInput,
    OutputFull,
    Done,
}

/// A failure, as zlib reports it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum InflateError {
    /// `Z_DATA_ERROR` (-3) with zlib's message.
    Data(&'static str),
    /// `Z_NEED_DICT` (2): the stream was made with a preset dictionary and none was given.
    NeedDict,
    /// The given dictionary is not the one the stream was made with.
    WrongDict,
}

type Result<T> = std::result::Result<T, InflateError>;

fn data_error<T>(message: &'static str) -> Result<T> {
    Err(InflateError::Data(message))
}

const FLAG_HCRC: u8 = 2;
const FLAG_EXTRA: u8 = 4;
const FLAG_NAME: u8 = 8;
const FLAG_COMMENT: u8 = 16;

const LENGTH_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
];
const LENGTH_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
    8193, 12289, 16385, 24577,
];
const DIST_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
/// The order in which a dynamic header gives the code-length code's lengths.
const CODE_LENGTH_ORDER: [usize; 19] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/// The decoder's whole state between calls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inflater {
    pub format: Format,
    /// Window bits (8 to 15); 0 until a zlib header gives them.
    pub wbits: u8,
    pub phase: Phase,
    /// The current block is the last one.
    pub last: bool,
    pub gz_flags: u8,
    /// Bytes left in a stored block or a gzip extra field.
    pub left: u32,
    /// A back-reference not finished when the output filled: its length left and distance.
    pub copy_len: u16,
    pub copy_dist: u16,
    /// The running adler32 (zlib) or crc32 (gzip) of the output.
    pub check: u32,
    /// The output size modulo 2**32 (gzip's length check).
    pub total: u32,
    /// The running crc32 of a gzip header.
    pub head_crc: u32,
    /// The literal/length and distance code lengths of the current dynamic block (empty for a
    /// fixed block), and how many of them are literal/length codes.
    pub lengths: Vec<u8>,
    pub nlit: u16,
    /// The last output bytes (at most the window size).
    pub window: Vec<u8>,
}

impl Inflater {
    /// A decoder at the start of a stream; a raw stream's preset dictionary becomes its window.
    pub fn new(format: Format, wbits: u8, zdict: Option<&[u8]>) -> Inflater {
        let mut inflater = Inflater {
            format,
            wbits,
            phase: if format == Format::Raw {
                Phase::Block
            } else {
                Phase::Start
            },
            last: false,
            gz_flags: 0,
            left: 0,
            copy_len: 0,
            copy_dist: 0,
            check: if format == Format::Zlib { 1 } else { 0 },
            total: 0,
            head_crc: 0,
            lengths: Vec::new(),
            nlit: 0,
            window: Vec::new(),
        };
        if format == Format::Raw {
            if let Some(dict) = zdict {
                inflater.window = inflater.last_window(dict).to_vec();
            }
        }
        inflater
    }

    fn window_size(&self) -> usize {
        1usize << self.wbits.clamp(8, 15)
    }

    /// The end of `data` that fits in the window.
    fn last_window<'d>(&self, data: &'d [u8]) -> &'d [u8] {
        &data[data.len().saturating_sub(self.window_size())..]
    }

    /// Decodes from `bits` into `hist` (the window, then the output from index `base`) until
    /// the input ends, `hist` holds `limit` bytes, or the stream ends. `zdict` is the dictionary
    /// a zlib stream may ask for (it joins the window, moving `base`). The window and checksum
    /// are brought up to date before returning.
    pub fn run(
        &mut self,
        bits: &mut BitReader,
        hist: &mut Vec<u8>,
        base: &mut usize,
        limit: usize,
        zdict: Option<&[u8]>,
    ) -> Result<Stop> {
        let mut checked = hist.len();
        let mut tables: Option<(Huffman, Huffman)> = None;
        let result = loop {
            let step = match self.phase {
                Phase::Codes => {
                    if tables.is_none() {
                        tables = Some(self.tables()?);
                    }
                    let (lit, dist) = tables.as_ref().map(|(l, d)| (l, d)).expect("tables were just built");
                    self.codes(bits, hist, limit, lit, dist)
                }
                Phase::Stored => self.stored(bits, hist, limit),
                Phase::Trailer | Phase::GzLength => {
                    self.update_check(hist, &mut checked);
                    self.trailer(bits)
                }
                Phase::ZlibDict => {
                    let step = self.dictionary(bits, zdict, hist, base);
                    checked = hist.len();
                    step
                }
                _ => {
                    tables = None;
                    self.header_step(bits)
                }
            };
            match step {
                Ok(None) => {}
                Ok(Some(stop)) => break Ok(stop),
                Err(e) => break Err(e),
            }
        };
        self.update_check(hist, &mut checked);
        let keep = self.last_window(hist).len();
        self.window.clear();
        self.window.extend_from_slice(&hist[hist.len() - keep..]);
        result
    }

    /// Adds the output after `checked` to the checksum.
    fn update_check(&mut self, hist: &[u8], checked: &mut usize) {
        let new = &hist[(*checked).min(hist.len())..];
        self.total = self.total.wrapping_add(new.len() as u32);
        self.check = match self.format {
            Format::Gzip => crc32(new, self.check),
            Format::Zlib => adler32(new, self.check),
            Format::Raw | Format::Auto => self.check,
        };
        *checked = hist.len();
    }

    /// The literal/length and distance tables of the current block.
    fn tables(&self) -> Result<(Huffman, Huffman)> {
        if self.lengths.is_empty() {
            let mut lit = [8u8; 288];
            lit[144..256].fill(9);
            lit[256..280].fill(7);
            let fixed = |lengths: &[u8]| {
                Huffman::new(lengths, CodeKind::Symbols).map_err(|_| InflateError::Data("invalid code"))
            };
            return Ok((fixed(&lit)?, fixed(&[5u8; 32])?));
        }
        let (lit, dist) = self.lengths.split_at(usize::from(self.nlit).min(self.lengths.len()));
        let lit =
            Huffman::new(lit, CodeKind::Symbols).map_err(|_| InflateError::Data("invalid literal/lengths set"))?;
        let dist = Huffman::new(dist, CodeKind::Symbols).map_err(|_| InflateError::Data("invalid distances set"))?;
        Ok((lit, dist))
    }

    /// Reads `n` bytes of a gzip header (adding them to its crc), or None when they are not all there.
    fn header_bytes(&mut self, bits: &mut BitReader, n: usize) -> Option<Vec<u8>> {
        bits.align();
        if bits.available() < n * 8 {
            return None;
        }
        let bytes = bits.take_bytes(n).to_vec();
        if self.format == Format::Gzip {
            self.head_crc = crc32(&bytes, self.head_crc);
        }
        Some(bytes)
    }

    /// One unit of the container headers or a block header; None to go on, or why to stop.
    fn header_step(&mut self, bits: &mut BitReader) -> Result<Option<Stop>> {
        let start = bits.position();
        let need = |bits: &mut BitReader| {
            bits.set_position(start);
            Ok(Some(Stop::NeedInput))
        };
        match self.phase {
            Phase::Start => {
                let Some(head) = self.header_bytes(bits, 2) else {
                    return need(bits);
                };
                if self.format == Format::Auto {
                    self.format = if head == [0x1f, 0x8b] {
                        Format::Gzip
                    } else {
                        Format::Zlib
                    };
                    self.check = if self.format == Format::Zlib { 1 } else { 0 };
                    if self.format == Format::Gzip {
                        self.head_crc = crc32(&head, 0);
                    }
                }
                if self.format == Format::Gzip {
                    if head != [0x1f, 0x8b] {
                        return data_error("incorrect header check");
                    }
                    if self.wbits == 0 {
                        self.wbits = 15;
                    }
                    self.phase = Phase::GzFlags;
                    return Ok(None);
                }
                let (cmf, flg) = (head[0], head[1]);
                if (u16::from(cmf) << 8 | u16::from(flg)) % 31 != 0 {
                    return data_error("incorrect header check");
                }
                if cmf & 15 != 8 {
                    return data_error("unknown compression method");
                }
                let window = (cmf >> 4) + 8;
                if self.wbits == 0 {
                    self.wbits = window;
                }
                if window > 15 || window > self.wbits {
                    return data_error("invalid window size");
                }
                self.phase = if flg & 0x20 != 0 { Phase::ZlibDict } else { Phase::Block };
            }
            Phase::GzFlags => {
                let Some(flags) = self.header_bytes(bits, 2) else {
                    return need(bits);
                };
                if flags[0] != 8 {
                    return data_error("unknown compression method");
                }
                if flags[1] & 0xe0 != 0 {
                    return data_error("unknown header flags set");
                }
                self.gz_flags = flags[1];
                self.phase = Phase::GzTime;
            }
            Phase::GzTime => {
                if self.header_bytes(bits, 6).is_none() {
                    return need(bits);
                }
                self.phase = self.next_gzip_field(Phase::GzTime);
            }
            Phase::GzExtraLen => {
                let Some(len) = self.header_bytes(bits, 2) else {
                    return need(bits);
                };
                self.left = u32::from(u16::from_le_bytes([len[0], len[1]]));
                self.phase = Phase::GzExtra;
            }
            Phase::GzExtra => {
                bits.align();
                let n = (self.left as usize).min(bits.available() / 8);
                let taken = bits.take_bytes(n);
                self.head_crc = crc32(taken, self.head_crc);
                self.left -= n as u32;
                if self.left > 0 {
                    return Ok(Some(Stop::NeedInput));
                }
                self.phase = self.next_gzip_field(Phase::GzExtra);
            }
            Phase::GzName | Phase::GzComment => {
                bits.align();
                let rest = bits.take_bytes(bits.available() / 8);
                let end = rest.iter().position(|&b| b == 0);
                let used = end.map_or(rest.len(), |i| i + 1);
                self.head_crc = crc32(&rest[..used], self.head_crc);
                bits.set_position((bits.byte_position() - rest.len() + used) * 8);
                if end.is_none() {
                    return Ok(Some(Stop::NeedInput));
                }
                self.phase = self.next_gzip_field(self.phase);
            }
            Phase::GzHeaderCrc => {
                let expected = self.head_crc & 0xffff;
                let Some(crc) = self.header_bytes(bits, 2) else {
                    return need(bits);
                };
                if u32::from(u16::from_le_bytes([crc[0], crc[1]])) != expected {
                    return data_error("header crc mismatch");
                }
                self.phase = Phase::Block;
            }
            Phase::Block => return self.block_header(bits),
            Phase::StoredLen => {
                bits.align();
                let Some(word) = bits.take(32) else { return need(bits) };
                let (len, nlen) = (word & 0xffff, word >> 16);
                if len != !nlen & 0xffff {
                    return data_error("invalid stored block lengths");
                }
                self.left = len;
                self.phase = Phase::Stored;
            }
            Phase::Done => return Ok(Some(Stop::Done)),
            Phase::ZlibDict | Phase::Stored | Phase::Codes | Phase::Trailer | Phase::GzLength => {
                return data_error("invalid decompressor state");
            }
        }
        Ok(None)
    }

    /// A zlib stream's dictionary id: the given dictionary becomes the window.
    fn dictionary(
        &mut self,
        bits: &mut BitReader,
        zdict: Option<&[u8]>,
        hist: &mut Vec<u8>,
        base: &mut usize,
    ) -> Result<Option<Stop>> {
        let start = bits.position();
        let Some(id) = self.header_bytes(bits, 4) else {
            bits.set_position(start);
            return Ok(Some(Stop::NeedInput));
        };
        let id = u32::from_be_bytes([id[0], id[1], id[2], id[3]]);
        let Some(dict) = zdict else {
            return Err(InflateError::NeedDict);
        };
        if adler32(dict, 1) != id {
            return Err(InflateError::WrongDict);
        }
        let window = self.last_window(dict).to_vec();
        hist.splice(0..0, window.iter().copied());
        *base += window.len();
        self.window = window;
        self.phase = Phase::Block;
        Ok(None)
    }

    /// The gzip header field after `done`, given the header's flags.
    fn next_gzip_field(&self, done: Phase) -> Phase {
        let fields = [
            (Phase::GzExtraLen, FLAG_EXTRA),
            (Phase::GzName, FLAG_NAME),
            (Phase::GzComment, FLAG_COMMENT),
            (Phase::GzHeaderCrc, FLAG_HCRC),
        ];
        let after = match done {
            Phase::GzTime => 0,
            Phase::GzExtra => 1,
            Phase::GzName => 2,
            _ => 3,
        };
        fields[after..]
            .iter()
            .find(|(_, flag)| self.gz_flags & flag != 0)
            .map_or(Phase::Block, |(phase, _)| *phase)
    }

    /// A block's header: its type, and a dynamic block's code lengths.
    fn block_header(&mut self, bits: &mut BitReader) -> Result<Option<Stop>> {
        let start = bits.position();
        let Some(head) = bits.take(3) else {
            return Ok(Some(Stop::NeedInput));
        };
        self.last = head & 1 != 0;
        match head >> 1 {
            0 => self.phase = Phase::StoredLen,
            1 => {
                self.lengths.clear();
                self.phase = Phase::Codes;
            }
            2 => match read_dynamic_header(bits)? {
                Some((lengths, nlit)) => {
                    self.lengths = lengths;
                    self.nlit = nlit;
                    self.phase = Phase::Codes;
                }
                None => {
                    bits.set_position(start);
                    return Ok(Some(Stop::NeedInput));
                }
            },
            _ => return data_error("invalid block type"),
        }
        Ok(None)
    }

    /// The end of a block: the next block, or the trailer after the last.
    fn end_block(&mut self) {
        self.phase = match (self.last, self.format) {
            (false, _) => Phase::Block,
            (true, Format::Raw) => Phase::Done,
            (true, _) => Phase::Trailer,
        };
    }

    /// Copies stored bytes.
    fn stored(&mut self, bits: &mut BitReader, hist: &mut Vec<u8>, limit: usize) -> Result<Option<Stop>> {
        if self.left == 0 {
            self.end_block();
            return Ok(None);
        }
        let room = limit.saturating_sub(hist.len());
        if room == 0 {
            return Ok(Some(Stop::OutputFull));
        }
        let n = (self.left as usize).min(room).min(bits.available() / 8);
        if n == 0 {
            return Ok(Some(Stop::NeedInput));
        }
        hist.extend_from_slice(bits.take_bytes(n));
        self.left -= n as u32;
        Ok(None)
    }

    /// Decodes symbols of a Huffman block until the block ends or a run has to stop.
    fn codes(
        &mut self,
        bits: &mut BitReader,
        hist: &mut Vec<u8>,
        limit: usize,
        lit: &Huffman,
        dist: &Huffman,
    ) -> Result<Option<Stop>> {
        let window = self.window_size();
        loop {
            if self.copy_len > 0 {
                let room = limit.saturating_sub(hist.len());
                let n = usize::from(self.copy_len).min(room);
                copy_back(hist, usize::from(self.copy_dist), n);
                self.copy_len -= n as u16;
                if self.copy_len > 0 {
                    return Ok(Some(Stop::OutputFull));
                }
            }
            let start = bits.position();
            let symbol = match lit.decode(bits) {
                Decoded::Symbol(s) => usize::from(s),
                Decoded::NeedInput if hist.len() >= limit => return Ok(Some(Stop::OutputFull)),
                Decoded::NeedInput => return Ok(Some(Stop::NeedInput)),
                Decoded::Invalid => return data_error("invalid literal/length code"),
            };
            // With the output full, only the end of the block is taken (as zlib goes on with
            // what writes nothing).
            if hist.len() >= limit && symbol != 256 {
                bits.set_position(start);
                return Ok(Some(Stop::OutputFull));
            }
            if symbol < 256 {
                hist.push(symbol as u8);
                continue;
            }
            if symbol == 256 {
                self.end_block();
                return Ok(None);
            }
            let index = symbol - 257;
            if index >= LENGTH_BASE.len() {
                return data_error("invalid literal/length code");
            }
            let Some(extra) = bits.take(u32::from(LENGTH_EXTRA[index])) else {
                bits.set_position(start);
                return Ok(Some(Stop::NeedInput));
            };
            let length = LENGTH_BASE[index] + extra as u16;
            let code = match dist.decode(bits) {
                Decoded::Symbol(s) => usize::from(s),
                Decoded::NeedInput => {
                    bits.set_position(start);
                    return Ok(Some(Stop::NeedInput));
                }
                Decoded::Invalid => return data_error("invalid distance code"),
            };
            if code >= DIST_BASE.len() {
                return data_error("invalid distance code");
            }
            let Some(extra) = bits.take(u32::from(DIST_EXTRA[code])) else {
                bits.set_position(start);
                return Ok(Some(Stop::NeedInput));
            };
            let distance = usize::from(DIST_BASE[code]) + extra as usize;
            if distance > hist.len() || distance > window {
                return data_error("invalid distance too far back");
            }
            self.copy_len = length;
            self.copy_dist = distance as u16;
        }
    }

    /// The zlib or gzip trailer after the last block.
    fn trailer(&mut self, bits: &mut BitReader) -> Result<Option<Stop>> {
        let start = bits.position();
        bits.align();
        let Some(word) = bits.take(32) else {
            bits.set_position(start);
            return Ok(Some(Stop::NeedInput));
        };
        match (self.phase, self.format) {
            (Phase::Trailer, Format::Zlib) => {
                if word.swap_bytes() != self.check {
                    return data_error("incorrect data check");
                }
                self.phase = Phase::Done;
            }
            (Phase::Trailer, _) => {
                if word != self.check {
                    return data_error("incorrect data check");
                }
                self.phase = Phase::GzLength;
            }
            _ => {
                if word != self.total {
                    return data_error("incorrect length check");
                }
                self.phase = Phase::Done;
            }
        }
        Ok(None)
    }
}

/// Appends `n` bytes copied from `distance` bytes back (the source may overlap the copy).
fn copy_back(hist: &mut Vec<u8>, distance: usize, n: usize) {
    let from = hist.len() - distance;
    if distance >= n {
        hist.extend_from_within(from..from + n);
    } else {
        for i in 0..n {
            let byte = hist[from + i];
            hist.push(byte);
        }
    }
}

/// A dynamic block's code lengths (literal/length codes first) and the literal/length count;
/// None when the input ends inside the header.
fn read_dynamic_header(bits: &mut BitReader) -> Result<Option<(Vec<u8>, u16)>> {
    let Some(counts) = bits.take(14) else { return Ok(None) };
    let nlit = (counts & 31) as usize + 257;
    let ndist = ((counts >> 5) & 31) as usize + 1;
    let nclen = (counts >> 10) as usize + 4;
    if nlit > 286 || ndist > 30 {
        return data_error("too many length or distance symbols");
    }
    let mut code_lengths = [0u8; 19];
    for &slot in &CODE_LENGTH_ORDER[..nclen] {
        let Some(len) = bits.take(3) else { return Ok(None) };
        code_lengths[slot] = len as u8;
    }
    let table = Huffman::new(&code_lengths, CodeKind::CodeLengths)
        .map_err(|_| InflateError::Data("invalid code lengths set"))?;
    let total = nlit + ndist;
    let mut lengths = Vec::with_capacity(total);
    while lengths.len() < total {
        let symbol = match table.decode(bits) {
            Decoded::Symbol(s) => s,
            Decoded::NeedInput => return Ok(None),
            Decoded::Invalid => return data_error("invalid code lengths set"),
        };
        let (value, extra_bits, base) = match symbol {
            0..=15 => {
                lengths.push(symbol as u8);
                continue;
            }
            16 => {
                let Some(&previous) = lengths.last() else {
                    return data_error("invalid bit length repeat");
                };
                (previous, 2, 3)
            }
            17 => (0, 3, 3),
            _ => (0, 7, 11),
        };
        let Some(extra) = bits.take(extra_bits) else {
            return Ok(None);
        };
        let repeat = base + extra as usize;
        if lengths.len() + repeat > total {
            return data_error("invalid bit length repeat");
        }
        lengths.resize(lengths.len() + repeat, value);
    }
    if lengths[256] == 0 {
        return data_error("invalid code -- missing end-of-block");
    }
    Ok(Some((lengths, nlit as u16)))
}
