//! The `unicodedata` module: character names (`name`, `lookup`), general categories, the four
//! normalization forms and canonical combining classes, from the tables of the Unicode version
//! the crates carry (newer than CPython 3.11's 14.0.0, so characters assigned since then have
//! properties here and not there); and numeric values (`decimal`, `digit`, `numeric`),
//! bidirectional classes, East Asian widths, mirroring and decomposition mappings, from
//! Unicode 14.0.0 tables generated from CPython's own (`unicodedata_tables.rs`).

use std::sync::LazyLock;

use garter::builtins::registry::{Args, NativeFn};
use garter::value::Value;
use garter::vm::globals::Globals;
use garter::vm::{PyErr, PyResult, Vm};
use unicode_general_category::{get_general_category, GeneralCategory};
use unicode_normalization::UnicodeNormalization;

use crate::native::positional;
use crate::native::unicodedata_tables as tables;

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("name", name),
    ("lookup", lookup),
    ("category", category),
    ("normalize", normalize),
    ("is_normalized", is_normalized),
    ("combining", combining),
    ("decimal", decimal),
    ("digit", digit),
    ("numeric", numeric),
    ("bidirectional", bidirectional),
    ("east_asian_width", east_asian_width),
    ("mirrored", mirrored),
    ("decomposition", decomposition),
];

/// A code point of a generated table.
fn code_point(hex: &str) -> u32 {
    u32::from_str_radix(hex, 16).unwrap_or(u32::MAX)
}

/// A table of lines `CODE REST`, split at the first space and sorted by code point.
fn keyed_lines(table: &'static str) -> Vec<(u32, &'static str)> {
    table
        .lines()
        .filter_map(|line| line.split_once(' '))
        .map(|(code, rest)| (code_point(code), rest))
        .collect()
}

/// The entry of `table` for `code`: its own (`exact`) or, for run tables, that of the run
/// starting at or before it.
fn find(table: &[(u32, &'static str)], code: u32, exact: bool) -> Option<&'static str> {
    let after = table.partition_point(|(start, _)| *start <= code);
    let (start, value) = *table.get(after.checked_sub(1)?)?;
    (!exact || start == code).then_some(value)
}

static BIDIRECTIONAL: LazyLock<Vec<(u32, &'static str)>> = LazyLock::new(|| keyed_lines(tables::BIDIRECTIONAL));
static EAST_ASIAN_WIDTH: LazyLock<Vec<(u32, &'static str)>> = LazyLock::new(|| keyed_lines(tables::EAST_ASIAN_WIDTH));
static MIRRORED: LazyLock<Vec<(u32, &'static str)>> = LazyLock::new(|| keyed_lines(tables::MIRRORED));
static DECOMPOSITION: LazyLock<Vec<(u32, &'static str)>> = LazyLock::new(|| keyed_lines(tables::DECOMPOSITION));

/// What a character's numeric value is.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum NumericKind {
    /// Numeric only (fractions, Roman numerals, ...).
    Numeric,
    /// A digit (also superscripts and circled digits).
    Digit,
    /// A decimal digit.
    Decimal,
}

/// The numeric table: code point, kind and value.
static NUMERIC: LazyLock<Vec<(u32, NumericKind, f64)>> = LazyLock::new(|| {
    tables::NUMERIC
        .lines()
        .filter_map(|line| {
            let mut fields = line.split(' ');
            let code = code_point(fields.next()?);
            let kind = match fields.next()? {
                "d" => NumericKind::Decimal,
                "g" => NumericKind::Digit,
                _ => NumericKind::Numeric,
            };
            let text = fields.next()?;
            let value = match text.split_once('/') {
                Some((numerator, denominator)) => numerator.parse::<f64>().ok()? / denominator.parse::<f64>().ok()?,
                None => text.parse::<f64>().ok()?,
            };
            Some((code, kind, value))
        })
        .collect()
});

/// The numeric value of `c` if its kind is at least `least` (a decimal digit is also a digit,
/// and a digit numeric).
fn numeric_value(c: char, least: NumericKind) -> Option<f64> {
    let code = c as u32;
    let index = NUMERIC.binary_search_by_key(&code, |entry| entry.0).ok()?;
    let (_, kind, value) = NUMERIC[index];
    (kind >= least).then_some(value)
}

/// The character argument of a one-argument function, with CPython's messages.
fn only_char(vm: &Vm, args: &Args, function: &str) -> PyResult<char> {
    positional(args, &format!("unicodedata.{function}"), 1, 1)?;
    char_arg(vm, args.positional[0], function, "argument")
}

/// `function(chr[, default])` of a numeric property: the value, or the default, or the
/// ValueError `missing`.
fn numeric_property(vm: &Vm, args: &Args, function: &str, least: NumericKind, missing: &str) -> PyResult<Option<f64>> {
    positional(args, function, 1, 2)?;
    let c = char_arg(vm, args.positional[0], function, "argument 1")?;
    match numeric_value(c, least) {
        Some(value) => Ok(Some(value)),
        None if args.get(1).is_some() => Ok(None),
        None => Err(PyErr::value_error(missing)),
    }
}

fn digit(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    match numeric_property(vm, args, "digit", NumericKind::Digit, "not a digit")? {
        Some(value) => Ok(Value::Int(value as i64)),
        None => Ok(args.positional[1]),
    }
}

fn numeric(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    match numeric_property(vm, args, "numeric", NumericKind::Numeric, "not a numeric character")? {
        Some(value) => Ok(Value::float(value)),
        None => Ok(args.positional[1]),
    }
}

fn bidirectional(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let c = only_char(vm, args, "bidirectional")?;
    let class = find(&BIDIRECTIONAL, c as u32, false)
        .filter(|class| *class != "-")
        .unwrap_or("");
    Ok(vm.new_str(class))
}

fn east_asian_width(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let c = only_char(vm, args, "east_asian_width")?;
    Ok(vm.new_str(find(&EAST_ASIAN_WIDTH, c as u32, false).unwrap_or("N")))
}

fn mirrored(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let c = only_char(vm, args, "mirrored")?;
    let inside = find(&MIRRORED, c as u32, false).is_some_and(|end| c as u32 <= code_point(end));
    Ok(Value::Int(i64::from(inside)))
}

fn decomposition(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let c = only_char(vm, args, "decomposition")?;
    Ok(vm.new_str(find(&DECOMPOSITION, c as u32, true).unwrap_or("")))
}

/// The one character of a str argument, or CPython's TypeError (`argument` is how the message
/// names it: "argument" for one-argument functions, "argument 1" otherwise).
fn char_arg(vm: &Vm, v: Value, function: &str, argument: &str) -> PyResult<char> {
    let not_a_char = || {
        PyErr::type_error(format!(
            "{function}() {argument} must be a unicode character, not {}",
            vm.type_name(v)
        ))
    };
    let text = vm.str_of(v).ok_or_else(not_a_char)?;
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Ok(c),
        _ => Err(not_a_char()),
    }
}

fn str_arg<'a>(vm: &'a Vm, v: Value, function: &str, position: usize) -> PyResult<&'a str> {
    vm.str_of(v).ok_or_else(|| {
        PyErr::type_error(format!(
            "{function}() argument {position} must be str, not {}",
            vm.type_name(v)
        ))
    })
}

fn name(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "name", 1, 2)?;
    let c = char_arg(vm, args.positional[0], "name", "argument 1")?;
    match unicode_names2::name(c) {
        Some(found) => {
            let text = found.to_string();
            Ok(vm.new_str(text))
        }
        None => match args.get(1) {
            Some(default) => Ok(default),
            None => Err(PyErr::value_error("no such name")),
        },
    }
}

fn lookup(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "lookup", 1, 1)?;
    let text = match vm.str_of(args.positional[0]) {
        Some(text) => text.to_string(),
        None => {
            return Err(PyErr::type_error(format!(
                "a bytes-like object is required, not '{}'",
                vm.type_name(args.positional[0])
            )))
        }
    };
    match unicode_names2::character(&text) {
        Some(c) => Ok(vm.new_str(c.to_string())),
        None => Err(PyErr::new(
            garter::types::TypeId::KeyError,
            format!("undefined character name '{text}'"),
        )),
    }
}

/// The two-letter code of a general category.
fn category_code(category: GeneralCategory) -> &'static str {
    use GeneralCategory::*;
    match category {
        UppercaseLetter => "Lu",
        LowercaseLetter => "Ll",
        TitlecaseLetter => "Lt",
        ModifierLetter => "Lm",
        OtherLetter => "Lo",
        NonspacingMark => "Mn",
        SpacingMark => "Mc",
        EnclosingMark => "Me",
        DecimalNumber => "Nd",
        LetterNumber => "Nl",
        OtherNumber => "No",
        ConnectorPunctuation => "Pc",
        DashPunctuation => "Pd",
        OpenPunctuation => "Ps",
        ClosePunctuation => "Pe",
        InitialPunctuation => "Pi",
        FinalPunctuation => "Pf",
        OtherPunctuation => "Po",
        MathSymbol => "Sm",
        CurrencySymbol => "Sc",
        ModifierSymbol => "Sk",
        OtherSymbol => "So",
        SpaceSeparator => "Zs",
        LineSeparator => "Zl",
        ParagraphSeparator => "Zp",
        Control => "Cc",
        Format => "Cf",
        Surrogate => "Cs",
        PrivateUse => "Co",
        _ => "Cn",
    }
}

fn category(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let c = only_char(vm, args, "category")?;
    Ok(vm.new_str(category_code(get_general_category(c))))
}

/// `text` in normalization form `form`.
fn normalized(form: &str, text: &str) -> PyResult<String> {
    Ok(match form {
        "NFC" => text.nfc().collect(),
        "NFD" => text.nfd().collect(),
        "NFKC" => text.nfkc().collect(),
        "NFKD" => text.nfkd().collect(),
        _ => return Err(PyErr::value_error("invalid normalization form")),
    })
}

fn normalize(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "normalize", 2, 2)?;
    let form = str_arg(vm, args.positional[0], "normalize", 1)?.to_string();
    let text = str_arg(vm, args.positional[1], "normalize", 2)?.to_string();
    vm.charge(text.len() as u64)?;
    vm.reserve(text.len() * 3)?;
    let result = normalized(&form, &text)?;
    Ok(vm.new_str(result))
}

fn is_normalized(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "is_normalized", 2, 2)?;
    let form = str_arg(vm, args.positional[0], "is_normalized", 1)?.to_string();
    let text = str_arg(vm, args.positional[1], "is_normalized", 2)?.to_string();
    vm.charge(text.len() as u64)?;
    Ok(Value::bool(normalized(&form, &text)? == text))
}

fn combining(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let c = only_char(vm, args, "combining")?;
    Ok(Value::Int(i64::from(
        unicode_normalization::char::canonical_combining_class(c),
    )))
}

fn decimal(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    match numeric_property(vm, args, "decimal", NumericKind::Decimal, "not a decimal")? {
        Some(value) => Ok(Value::Int(value as i64)),
        None => Ok(args.positional[1]),
    }
}

/// Builds the module on import.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    let mut globals = Globals::default();
    for (name, _) in FUNCTIONS {
        let Some(function) = vm.extension_function_value("unicodedata", name) else {
            return Err(PyErr::runtime_error("the unicodedata functions are not registered"));
        };
        globals.set(vm.interner.intern(name), function);
    }
    let version = vm.new_str("14.0.0");
    globals.set(vm.interner.intern("unidata_version"), version);
    let module_name = vm.new_str("unicodedata");
    globals.set(vm.interner.intern("__name__"), module_name);
    let name = vm.interner.intern("unicodedata");
    Ok(vm.new_module(name, globals))
}
