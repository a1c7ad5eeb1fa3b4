//! The `unicodedata` module: character names (`name`, `lookup`), general categories, the four
//! normalization forms, canonical combining classes and decimal digit values. The tables are those of the Unicode version the crates carry (newer than CPython
//! 3.11's 14.0.0), so characters assigned since then have properties here and not there.

use garter::builtins::registry::{Args, NativeFn};
use garter::value::Value;
use garter::vm::globals::Globals;
use garter::vm::{PyErr, PyResult, Vm};
use unicode_general_category::{get_general_category, GeneralCategory};
use unicode_normalization::UnicodeNormalization;

use crate::native::positional;

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("name", name),
    ("lookup", lookup),
    ("category", category),
    ("normalize", normalize),
    ("is_normalized", is_normalized),
    ("combining", combining),
    ("decimal", decimal),
];

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
    positional(args, "category", 1, 1)?;
    let c = char_arg(vm, args.positional[0], "category", "argument")?;
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
    Ok(Value::Bool(normalized(&form, &text)? == text))
}

fn combining(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "combining", 1, 1)?;
    let c = char_arg(vm, args.positional[0], "combining", "argument")?;
    Ok(Value::Int(i64::from(
        unicode_normalization::char::canonical_combining_class(c),
    )))
}

/// The decimal value of a decimal digit character (category Nd): digits come in runs of ten
/// from zero, so it is the distance from the run's start, modulo ten.
fn decimal_value(c: char) -> Option<u32> {
    let is_digit =
        |code: u32| char::from_u32(code).is_some_and(|p| get_general_category(p) == GeneralCategory::DecimalNumber);
    if !is_digit(c as u32) {
        return None;
    }
    let mut start = c as u32;
    while start > 0 && is_digit(start - 1) && (c as u32) - start < 100 {
        start -= 1;
    }
    Some((c as u32 - start) % 10)
}

fn decimal(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "decimal", 1, 2)?;
    let c = char_arg(vm, args.positional[0], "decimal", "argument 1")?;
    match decimal_value(c) {
        Some(d) => Ok(Value::Int(d.into())),
        None => args.get(1).ok_or_else(|| PyErr::value_error("not a decimal")),
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
