//! The methods of `str`: case conversion, character-class predicates, padding, searching,
//! encoding and formatting. Splitting, joining, stripping and replacing are in `split`.

use unicode_general_category::{get_general_category, GeneralCategory};

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::format::str_format::FormatArgs;
use crate::symbol::sym;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

use super::{search, split, PyStr};

pub const METHODS: &[(&str, NativeFn)] = &[
    ("upper", upper),
    ("lower", lower),
    ("casefold", casefold),
    ("title", title),
    ("capitalize", capitalize),
    ("swapcase", swapcase),
    ("isupper", isupper),
    ("islower", islower),
    ("istitle", istitle),
    ("isalpha", isalpha),
    ("isdigit", isdigit),
    ("isdecimal", isdecimal),
    ("isnumeric", isnumeric),
    ("isalnum", isalnum),
    ("isspace", isspace),
    ("isascii", isascii),
    ("isidentifier", isidentifier),
    ("isprintable", isprintable),
    ("center", center),
    ("ljust", ljust),
    ("rjust", rjust),
    ("zfill", zfill),
    ("find", find),
    ("rfind", rfind),
    ("index", index),
    ("rindex", rindex),
    ("count", count),
    ("startswith", startswith),
    ("endswith", endswith),
    ("encode", encode),
    ("format", format),
    ("format_map", format_map),
    ("split", split::split),
    ("rsplit", split::rsplit),
    ("splitlines", split::splitlines),
    ("partition", split::partition),
    ("rpartition", split::rpartition),
    ("join", split::join),
    ("strip", split::strip),
    ("lstrip", split::lstrip),
    ("rstrip", split::rstrip),
    ("replace", split::replace),
    ("removeprefix", split::removeprefix),
    ("removesuffix", split::removesuffix),
    ("expandtabs", split::expandtabs),
    ("translate", split::translate),
    ("__format__", format_method),
];

pub const STATIC_METHODS: &[(&str, NativeFn)] = &[("maketrans", split::maketrans)];

/// A copy of the receiver's text.
pub(super) fn text(vm: &mut Vm, args: &Args, method: &str) -> PyResult<String> {
    with_text(vm, args, method, str::to_string)
}

/// `f` of the receiver's text, borrowed, charging the work of reading it (every str method is
/// linear in it).
pub(super) fn with_text<R>(vm: &mut Vm, args: &Args, method: &str, f: impl FnOnce(&str) -> R) -> PyResult<R> {
    let s = receiver(vm, args, TypeId::Str, method)?;
    let len = vm.str_of(s).map_or(0, str::len);
    vm.charge(len as u64 / 64)?;
    Ok(f(vm.str_of(s).unwrap_or("")))
}

/// The receiver's text, for methods that take no arguments.
fn text0(vm: &mut Vm, args: &Args, method: &str) -> PyResult<String> {
    check_no_arguments(vm, args, method)?;
    text(vm, args, method)
}

/// [`with_text`] for methods that take no arguments.
fn with_text0<R>(vm: &mut Vm, args: &Args, method: &str, f: impl FnOnce(&str) -> R) -> PyResult<R> {
    check_no_arguments(vm, args, method)?;
    with_text(vm, args, method, f)
}

/// The errors of a call with arguments to a method that takes none (a wrong receiver first).
fn check_no_arguments(vm: &Vm, args: &Args, method: &str) -> PyResult<()> {
    if args.positional.len() != 1 {
        receiver(vm, args, TypeId::Str, method)?;
        args.method_arity(vm, &format!("str.{method}"), 0, 0)?;
    }
    Ok(())
}

/// The argument count check of methods parsed with a `"O|OO:name"` format in CPython
/// (`find() takes at least 1 argument (0 given)`).
fn clinic_arity(args: &Args, method: &str, min: usize, max: usize) -> PyResult<()> {
    let given = args.len().saturating_sub(1);
    if given < min {
        let plural = if min == 1 { "" } else { "s" };
        return Err(PyErr::type_error(format!(
            "{method}() takes at least {min} argument{plural} ({given} given)"
        )));
    }
    if given > max {
        return Err(PyErr::type_error(format!(
            "{method}() takes at most {max} arguments ({given} given)"
        )));
    }
    Ok(())
}

/// A type's name as CPython's argument errors show it (`None` for None).
pub(super) fn argument_type_name(vm: &Vm, value: Value) -> String {
    if value == Value::None {
        "None".to_string()
    } else {
        vm.type_name(value)
    }
}

/// A str argument, or a TypeError naming the method.
pub(super) fn str_arg(vm: &Vm, value: Value, what: &str) -> PyResult<String> {
    match vm.str_of(value) {
        Some(s) => Ok(s.to_string()),
        None => Err(PyErr::type_error(format!(
            "{what} must be str, not {}",
            argument_type_name(vm, value)
        ))),
    }
}

fn new_str(vm: &mut Vm, text: String) -> PyResult<Value> {
    Ok(vm.new_str(text))
}

fn upper(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let upper = with_text0(vm, args, "upper", str::to_uppercase)?;
    new_str(vm, upper)
}

fn lower(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let lower = with_text0(vm, args, "lower", str::to_lowercase)?;
    new_str(vm, lower)
}

/// Full case folding for the characters where it differs from lowercasing.
fn fold_char(c: char, out: &mut String) {
    match c {
        'ß' => out.push_str("ss"),
        'ẞ' => out.push_str("ss"),
        'ς' => out.push('σ'),
        'ſ' => out.push('s'),
        'ﬀ' => out.push_str("ff"),
        'ﬁ' => out.push_str("fi"),
        'ﬂ' => out.push_str("fl"),
        'ﬃ' => out.push_str("ffi"),
        'ﬄ' => out.push_str("ffl"),
        'ﬅ' | 'ﬆ' => out.push_str("st"),
        'ŉ' => out.push_str("ʼn"),
        'µ' => out.push('μ'),
        c => out.extend(c.to_lowercase()),
    }
}

fn casefold(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text0(vm, args, "casefold")?;
    let mut out = String::with_capacity(t.len());
    for c in t.chars() {
        fold_char(c, &mut out);
    }
    new_str(vm, out)
}

/// Whether a character has case (Lu, Ll, Lt or another cased letter).
fn is_cased(c: char) -> bool {
    c.is_uppercase() || c.is_lowercase() || get_general_category(c) == GeneralCategory::TitlecaseLetter
}

/// The titlecase mapping of a character (Rust only has upper and lower mappings).
fn push_titlecase(c: char, out: &mut String) {
    match c {
        'Ǆ' | 'ǅ' | 'ǆ' => out.push('ǅ'),
        'Ǉ' | 'ǈ' | 'ǉ' => out.push('ǈ'),
        'Ǌ' | 'ǋ' | 'ǌ' => out.push('ǋ'),
        'Ǳ' | 'ǲ' | 'ǳ' => out.push('ǲ'),
        'ß' => out.push_str("Ss"),
        'ﬀ' => out.push_str("Ff"),
        'ﬁ' => out.push_str("Fi"),
        'ﬂ' => out.push_str("Fl"),
        'ﬃ' => out.push_str("Ffi"),
        'ﬄ' => out.push_str("Ffl"),
        'ﬅ' | 'ﬆ' => out.push_str("St"),
        c => out.extend(c.to_uppercase()),
    }
}

/// Lowercases `chars[i]`, applying the final-sigma rule: a capital sigma that ends a word
/// (preceded by a cased letter, not followed by one) becomes `ς`.
fn push_lower_in_context(chars: &[char], i: usize, out: &mut String) {
    let c = chars[i];
    if c != 'Σ' {
        out.extend(c.to_lowercase());
        return;
    }
    let ignorable = |c: char| {
        matches!(
            get_general_category(c),
            GeneralCategory::NonspacingMark
                | GeneralCategory::EnclosingMark
                | GeneralCategory::Format
                | GeneralCategory::ModifierLetter
                | GeneralCategory::ModifierSymbol
        ) || c == '\''
            || c == '.'
            || c == ':'
    };
    let before = chars[..i]
        .iter()
        .rev()
        .find(|c| !ignorable(**c))
        .is_some_and(|c| is_cased(*c));
    let after = chars[i + 1..]
        .iter()
        .find(|c| !ignorable(**c))
        .is_some_and(|c| is_cased(*c));
    out.push(if before && !after { 'ς' } else { 'σ' });
}

fn title(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text0(vm, args, "title")?;
    let chars: Vec<char> = t.chars().collect();
    let mut out = String::with_capacity(t.len());
    let mut previous_cased = false;
    for (i, c) in chars.iter().enumerate() {
        if previous_cased {
            push_lower_in_context(&chars, i, &mut out);
        } else {
            push_titlecase(*c, &mut out);
        }
        previous_cased = is_cased(*c);
    }
    new_str(vm, out)
}

fn capitalize(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text0(vm, args, "capitalize")?;
    let chars: Vec<char> = t.chars().collect();
    let mut out = String::with_capacity(t.len());
    if let Some(first) = chars.first() {
        push_titlecase(*first, &mut out);
        for i in 1..chars.len() {
            push_lower_in_context(&chars, i, &mut out);
        }
    }
    new_str(vm, out)
}

fn swapcase(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text0(vm, args, "swapcase")?;
    let chars: Vec<char> = t.chars().collect();
    let mut out = String::with_capacity(t.len());
    for (i, &c) in chars.iter().enumerate() {
        if c.is_uppercase() {
            push_lower_in_context(&chars, i, &mut out);
        } else if c.is_lowercase() {
            out.extend(c.to_uppercase());
        } else {
            out.push(c);
        }
    }
    new_str(vm, out)
}

fn predicate(vm: &mut Vm, args: &Args, method: &str, test: impl Fn(char) -> bool) -> PyResult<Value> {
    with_text0(vm, args, method, |t| Value::bool(!t.is_empty() && t.chars().all(test)))
}

fn isupper(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text0(vm, args, "isupper")?;
    Ok(Value::bool(
        t.chars().any(is_cased)
            && !t
                .chars()
                .any(|c| c.is_lowercase() || get_general_category(c) == GeneralCategory::TitlecaseLetter),
    ))
}

fn islower(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text0(vm, args, "islower")?;
    Ok(Value::bool(
        t.chars().any(is_cased)
            && !t
                .chars()
                .any(|c| c.is_uppercase() || get_general_category(c) == GeneralCategory::TitlecaseLetter),
    ))
}

fn istitle(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text0(vm, args, "istitle")?;
    let mut previous_cased = false;
    let mut any_cased = false;
    for c in t.chars() {
        let titleish = c.is_uppercase() || get_general_category(c) == GeneralCategory::TitlecaseLetter;
        if titleish {
            if previous_cased {
                return Ok(Value::bool(false));
            }
            previous_cased = true;
            any_cased = true;
        } else if c.is_lowercase() {
            if !previous_cased {
                return Ok(Value::bool(false));
            }
            previous_cased = true;
            any_cased = true;
        } else {
            previous_cased = false;
        }
    }
    Ok(Value::bool(any_cased))
}

/// `str.isalpha` per character: a letter category.
pub fn is_alpha(c: char) -> bool {
    matches!(
        get_general_category(c),
        GeneralCategory::UppercaseLetter
            | GeneralCategory::LowercaseLetter
            | GeneralCategory::TitlecaseLetter
            | GeneralCategory::ModifierLetter
            | GeneralCategory::OtherLetter
    )
}

/// `str.isdecimal` per character.
pub fn is_decimal(c: char) -> bool {
    get_general_category(c) == GeneralCategory::DecimalNumber
}

/// `str.isdigit` per character: decimals plus digit-like characters such as superscripts.
pub fn is_digit(c: char) -> bool {
    is_decimal(c)
        || matches!(c, '²' | '³' | '¹' | '⁰'..='⁹' | '₀'..='₉' | '①'..='⑨' | '⑴'..='⑼' | '⒈'..='⒐' | '⓵'..='⓽' | '❶'..='❾' | '➀'..='➈' | '➊'..='➒')
}

/// `str.isnumeric` per character.
pub fn is_numeric(c: char) -> bool {
    c.is_numeric()
        || matches!(
            c,
            '〇' | '一'
                | '二'
                | '三'
                | '四'
                | '五'
                | '六'
                | '七'
                | '八'
                | '九'
                | '十'
                | '百'
                | '千'
                | '万'
                | '億'
                | '零'
        )
}

/// `str.isspace` per character (Python's whitespace, which includes the ASCII separators).
pub fn is_space(c: char) -> bool {
    c.is_whitespace() || matches!(c, '\x1c'..='\x1f')
}

fn isalpha(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    predicate(vm, args, "isalpha", is_alpha)
}

fn isdigit(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    predicate(vm, args, "isdigit", is_digit)
}

fn isdecimal(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    predicate(vm, args, "isdecimal", is_decimal)
}

fn isnumeric(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    predicate(vm, args, "isnumeric", is_numeric)
}

fn isalnum(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    predicate(vm, args, "isalnum", |c| is_alpha(c) || is_digit(c) || is_numeric(c))
}

fn isspace(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    predicate(vm, args, "isspace", is_space)
}

fn isascii(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text0(vm, args, "isascii")?;
    Ok(Value::bool(t.is_ascii()))
}

fn isidentifier(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text0(vm, args, "isidentifier")?;
    let valid = crate::parse::has_identifier_shape(&t);
    Ok(Value::bool(valid))
}

fn isprintable(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text0(vm, args, "isprintable")?;
    Ok(Value::bool(t.chars().all(crate::format::repr::is_printable)))
}

/// The width and fill character of `center`/`ljust`/`rjust`.
fn pad_args(vm: &mut Vm, args: &Args, method: &str) -> PyResult<(String, usize, char)> {
    let t = text(vm, args, method)?;
    args.method_arity(vm, method, 1, 2)?;
    let width = vm.ssize_arg(args.positional[1])?.max(0) as usize;
    let fill = match args.get(2) {
        None => ' ',
        Some(v) => match vm.pystr(v) {
            Some(s) if s.char_len() == 1 => s.as_str().chars().next().unwrap_or(' '),
            Some(_) => {
                return Err(PyErr::type_error(
                    "The fill character must be exactly one character long",
                ))
            }
            None => {
                return Err(PyErr::type_error(format!(
                    "The fill character must be a unicode character, not {}",
                    vm.type_name(v)
                )))
            }
        },
    };
    vm.check_alloc_chars(width)?;
    Ok((t, width, fill))
}

fn repeat_char(c: char, n: usize) -> String {
    std::iter::repeat_n(c, n).collect()
}

fn center(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let (t, width, fill) = pad_args(vm, args, "center")?;
    let len = t.chars().count();
    if width <= len {
        return new_str(vm, t);
    }
    let margin = width - len;
    let left = margin / 2 + (margin & width & 1);
    let right = margin - left;
    new_str(
        vm,
        format!("{}{t}{}", repeat_char(fill, left), repeat_char(fill, right)),
    )
}

fn ljust(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let (t, width, fill) = pad_args(vm, args, "ljust")?;
    let len = t.chars().count();
    let padding = repeat_char(fill, width.saturating_sub(len));
    new_str(vm, format!("{t}{padding}"))
}

fn rjust(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let (t, width, fill) = pad_args(vm, args, "rjust")?;
    let len = t.chars().count();
    let padding = repeat_char(fill, width.saturating_sub(len));
    new_str(vm, format!("{padding}{t}"))
}

fn zfill(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text(vm, args, "zfill")?;
    args.method_arity(vm, "zfill", 1, 1)?;
    let width = vm.ssize_arg(args.positional[1])?.max(0) as usize;
    vm.check_alloc_chars(width)?;
    let len = t.chars().count();
    if width <= len {
        return new_str(vm, t);
    }
    let zeros = repeat_char('0', width - len);
    let result = match t.chars().next() {
        Some(sign @ ('+' | '-')) => format!("{sign}{zeros}{}", &t[1..]),
        _ => format!("{zeros}{t}"),
    };
    new_str(vm, result)
}

/// What a search method looks at: the receiver and the needle (both str values), the byte
/// range of the receiver between the `start` and `end` arguments, and that range's first
/// code-point position.
struct SearchWindow {
    text: Value,
    sub: Value,
    bytes: (usize, usize),
    first_char: usize,
}

/// The [`SearchWindow`] of the `sub[, start[, end]]` arguments, the work of scanning it charged:
/// only the window is touched, so a search from a position far into a long text costs what the
/// window holds. `None` when the bounds select nothing, not even an empty place in the text.
fn search_args(vm: &mut Vm, args: &Args, method: &str) -> PyResult<Option<SearchWindow>> {
    let text = receiver(vm, args, TypeId::Str, method)?;
    clinic_arity(args, method, 1, 3)?;
    let sub = args.positional[1];
    if vm.pystr(sub).is_none() {
        return Err(PyErr::type_error(format!("must be str, not {}", vm.type_name(sub))));
    }
    let len = vm.pystr(text).map_or(0, PyStr::char_len);
    let (start, end) = vm.slice_bounds_for_search(args.get(2), args.get(3), len)?;
    if start > end || start > len {
        return Ok(None);
    }
    let bytes = vm.pystr(text).map_or((0, 0), |t| t.byte_range(start, end));
    vm.charge((bytes.1 - bytes.0) as u64 / 64)?;
    Ok(Some(SearchWindow {
        text,
        sub,
        bytes,
        first_char: start,
    }))
}

/// The code-point position of the first (or, `reverse`, the last) occurrence of the needle in
/// the window, or -1.
fn find_in(vm: &Vm, window: Option<SearchWindow>, reverse: bool) -> i64 {
    let Some(window) = window else {
        return -1;
    };
    let (Some(text), Some(sub)) = (vm.pystr(window.text), vm.str_of(window.sub)) else {
        return -1;
    };
    let (begin, end) = window.bytes;
    match search::find(&text.as_str()[begin..end], sub, reverse) {
        Some(at) => text.char_index(begin + at) as i64,
        None => -1,
    }
}

fn find(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let window = search_args(vm, args, "find")?;
    Ok(Value::Int(find_in(vm, window, false)))
}

fn rfind(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let window = search_args(vm, args, "rfind")?;
    Ok(Value::Int(find_in(vm, window, true)))
}

fn index(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let window = search_args(vm, args, "index")?;
    match find_in(vm, window, false) {
        -1 => Err(PyErr::value_error("substring not found")),
        i => Ok(Value::Int(i)),
    }
}

fn rindex(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let window = search_args(vm, args, "rindex")?;
    match find_in(vm, window, true) {
        -1 => Err(PyErr::value_error("substring not found")),
        i => Ok(Value::Int(i)),
    }
}

fn count(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let Some(window) = search_args(vm, args, "count")? else {
        return Ok(Value::Int(0));
    };
    let (Some(text), Some(sub)) = (vm.pystr(window.text), vm.str_of(window.sub)) else {
        return Ok(Value::Int(0));
    };
    let (begin, end) = window.bytes;
    let n = if sub.is_empty() {
        text.char_index(end) - window.first_char + 1
    } else {
        search::count(&text.as_str()[begin..end], sub)
    };
    Ok(Value::Int(n as i64))
}

fn affix_test(vm: &mut Vm, args: &Args, method: &str, at_end: bool) -> PyResult<Value> {
    let text = receiver(vm, args, TypeId::Str, method)?;
    clinic_arity(args, method, 1, 3)?;
    let len = vm.pystr(text).map_or(0, PyStr::char_len);
    let (start, end) = vm.slice_bounds_for_search(args.get(2), args.get(3), len)?;
    let bounds = (start <= len && start <= end).then(|| vm.pystr(text).map_or((0, 0), |t| t.byte_range(start, end)));
    let (candidates, in_tuple): (Vec<Value>, bool) = match vm.seq_items(args.positional[1]) {
        Some(items) if vm.type_of(args.positional[1]) == TypeId::Tuple => (items.to_vec(), true),
        _ => (vec![args.positional[1]], false),
    };
    for candidate in candidates {
        let Some(affix) = vm.str_of(candidate) else {
            let message = if in_tuple {
                format!(
                    "tuple for {method} must only contain str, not {}",
                    vm.type_name(candidate)
                )
            } else {
                format!(
                    "{method} first arg must be str or a tuple of str, not {}",
                    vm.type_name(candidate)
                )
            };
            return Err(PyErr::type_error(message));
        };
        let Some((begin, stop)) = bounds else {
            continue;
        };
        let window = vm.pystr(text).map_or("", |t| &t.as_str()[begin..stop]);
        let hit = if at_end {
            window.ends_with(affix)
        } else {
            window.starts_with(affix)
        };
        if hit {
            return Ok(Value::bool(true));
        }
    }
    Ok(Value::bool(false))
}

fn startswith(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    affix_test(vm, args, "startswith", false)
}

fn endswith(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    affix_test(vm, args, "endswith", true)
}

fn encode(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text(vm, args, "encode")?;
    let encoding = match args.get_or_keyword(1, sym::ENCODING) {
        Some(v) => str_arg(vm, v, "encode() argument 'encoding'")?,
        None => "utf-8".to_string(),
    };
    let errors = match args.get_or_keyword(2, sym::ERRORS) {
        Some(v) => str_arg(vm, v, "encode() argument 'errors'")?,
        None => "strict".to_string(),
    };
    let bytes = crate::types::codecs::encode_text(&t, &encoding, &errors)?;
    Ok(vm.heap.alloc_value(crate::heap::Object::Bytes(bytes)))
}

fn format(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text(vm, args, "format")?;
    let positional = args.positional[1..].to_vec();
    let keywords = args.keywords.to_vec();
    let result = vm.str_format(
        &t,
        &FormatArgs {
            positional: &positional,
            keywords: &keywords,
            mapping: None,
        },
    )?;
    new_str(vm, result)
}

fn format_map(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text(vm, args, "format_map")?;
    args.method_arity(vm, "format_map", 1, 1)?;
    let mapping = args.positional[1];
    let result = vm.str_format(
        &t,
        &FormatArgs {
            positional: &[],
            keywords: &[],
            mapping: Some(mapping),
        },
    )?;
    new_str(vm, result)
}

fn format_method(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    crate::format::builtin_format_method(vm, args, TypeId::Str)
}
