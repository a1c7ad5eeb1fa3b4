//! The `str` methods that cut and reassemble text: `split`/`rsplit` (on whitespace or a
//! separator, with `maxsplit`), `splitlines`, `partition`, `join`, the `strip` family,
//! `replace`, prefix/suffix removal, `expandtabs`, `translate` and `maketrans`.

use crate::builtins::receiver;
use crate::builtins::registry::Args;
use crate::heap::Object;
use crate::symbol::sym;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

use super::methods::{is_space, str_arg, text, with_text};
use super::search;

/// A list of strs made of the pieces of some text, each counted against the memory limit as it
/// is found (a split into millions of parts fails before they are built), in the order given
/// or reversed (for the methods that cut from the right).
fn str_list<'a>(vm: &mut Vm, pieces: impl Iterator<Item = &'a str>, reversed: bool) -> PyResult<Value> {
    let mut kept = vm.counted_pieces(pieces)?;
    if reversed {
        kept.reverse();
    }
    let items = kept.into_iter().map(|p| vm.new_str(p)).collect();
    Ok(vm.new_list(items))
}

/// The `sep` and `maxsplit` arguments of split/rsplit.
fn split_args(vm: &mut Vm, args: &Args, method: &str) -> PyResult<(Option<String>, i64)> {
    args.only_keywords(vm, method, &[sym::SEP, sym::MAXSPLIT])?;
    if args.len() > 3 {
        return Err(PyErr::type_error(format!(
            "{method}() takes at most 2 arguments ({} given)",
            args.len() - 1
        )));
    }
    let sep = match args.get_or_keyword(1, sym::SEP) {
        None | Some(Value::None) => None,
        Some(v) => {
            let s = match vm.str_of(v) {
                Some(s) => s.to_string(),
                None => {
                    return Err(PyErr::type_error(format!(
                        "must be str or None, not {}",
                        vm.type_name(v)
                    )))
                }
            };
            if s.is_empty() {
                return Err(PyErr::value_error("empty separator"));
            }
            Some(s)
        }
    };
    let maxsplit = match args.get_or_keyword(2, sym::MAXSPLIT) {
        Some(v) => vm.ssize_arg(v)?,
        None => -1,
    };
    Ok((sep, maxsplit))
}

pub fn split(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text(vm, args, "split")?;
    let (sep, maxsplit) = split_args(vm, args, "split")?;
    let limit = if maxsplit < 0 { usize::MAX } else { maxsplit as usize };
    match sep {
        Some(sep) => str_list(vm, search::split(&t, &sep, limit), false),
        None => str_list(vm, whitespace_words(&t, limit, false), false),
    }
}

/// The words of `t` between runs of whitespace, cutting at most `limit` times from the left, or
/// from the right (last word first).
fn whitespace_words(t: &str, limit: usize, from_right: bool) -> impl Iterator<Item = &str> {
    let mut rest = if from_right {
        t.trim_end_matches(is_space)
    } else {
        t.trim_start_matches(is_space)
    };
    let mut cuts = 0;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        if cuts == limit {
            return Some(std::mem::take(&mut rest));
        }
        cuts += 1;
        if from_right {
            let Some(start) = rest.rfind(is_space) else {
                return Some(std::mem::take(&mut rest));
            };
            let width = rest[start..].chars().next().map_or(1, char::len_utf8);
            let word = &rest[start + width..];
            rest = rest[..start].trim_end_matches(is_space);
            Some(word)
        } else {
            let Some(end) = rest.find(is_space) else {
                return Some(std::mem::take(&mut rest));
            };
            let word = &rest[..end];
            rest = rest[end..].trim_start_matches(is_space);
            Some(word)
        }
    })
}

pub fn rsplit(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text(vm, args, "rsplit")?;
    let (sep, maxsplit) = split_args(vm, args, "rsplit")?;
    let limit = if maxsplit < 0 { usize::MAX } else { maxsplit as usize };
    match sep {
        Some(sep) => str_list(vm, t.rsplitn(limit.saturating_add(1), sep.as_str()), true),
        None => str_list(vm, whitespace_words(&t, limit, true), true),
    }
}

/// Whether `c` ends a line for `splitlines`.
fn is_line_break(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r' | '\x0b' | '\x0c' | '\x1c' | '\x1d' | '\x1e' | '\u{85}' | '\u{2028}' | '\u{2029}'
    )
}

pub fn splitlines(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text(vm, args, "splitlines")?;
    args.method_keyword_arity("splitlines", 1)?;
    args.only_keywords(vm, "splitlines", &[sym::KEEPENDS])?;
    let keepends = match args.get_or_keyword(1, sym::KEEPENDS) {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    str_list(vm, lines(&t, keepends), false)
}

/// The lines of `t`, with or without their line breaks.
fn lines(t: &str, keepends: bool) -> impl Iterator<Item = &str> {
    let mut start = 0;
    let mut chars = t.char_indices().peekable();
    std::iter::from_fn(move || {
        while let Some((i, c)) = chars.next() {
            if is_line_break(c) {
                let mut end = i + c.len_utf8();
                if c == '\r' {
                    if let Some((_, '\n')) = chars.peek() {
                        chars.next();
                        end += 1;
                    }
                }
                let line = &t[start..if keepends { end } else { i }];
                start = end;
                return Some(line);
            }
        }
        (start < t.len())
            .then(|| std::mem::replace(&mut start, t.len()))
            .map(|from| &t[from..])
    })
}

fn partition_impl(vm: &mut Vm, args: &Args, method: &str, from_right: bool) -> PyResult<Value> {
    let t = text(vm, args, method)?;
    args.method_arity(vm, method, 1, 1)?;
    let Some(sep) = vm.str_of(args.positional[1]).map(str::to_string) else {
        return Err(PyErr::type_error(format!(
            "must be str, not {}",
            vm.type_name(args.positional[1])
        )));
    };
    if sep.is_empty() {
        return Err(PyErr::value_error("empty separator"));
    }
    let found = search::find(&t, &sep, from_right);
    let (a, b, c) = match found {
        Some(i) => (t[..i].to_string(), sep.clone(), t[i + sep.len()..].to_string()),
        None if from_right => (String::new(), String::new(), t.clone()),
        None => (t.clone(), String::new(), String::new()),
    };
    let items = vec![vm.new_str(a), vm.new_str(b), vm.new_str(c)];
    Ok(vm.new_tuple(items))
}

pub fn partition(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    partition_impl(vm, args, "partition", false)
}

pub fn rpartition(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    partition_impl(vm, args, "rpartition", true)
}

/// The items `str.join` joins: those it collected from an iterator, or a list's or tuple's own.
fn join_items<'a>(vm: &'a Vm, collected: &'a Option<Vec<Value>>, iterable: Value) -> &'a [Value] {
    match collected {
        Some(items) => items,
        None => vm.seq_items(iterable).unwrap_or(&[]),
    }
}

pub fn join(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let separator_len = with_text(vm, args, "join", str::len)?;
    let separator = args.positional[0];
    args.method_arity(vm, "str.join", 1, 1)?;
    let iterable = args.positional[1];
    // A list or tuple is read in place (no Python code runs while the result is built, so it
    // cannot change); anything else is collected first.
    let collected = match vm.seq_items(iterable) {
        Some(_) => None,
        None if !vm.is_iterable(iterable) => return Err(PyErr::type_error("can only join an iterable")),
        None => Some(vm.collect_iterable(iterable)?),
    };
    let (total, count) = {
        let items = join_items(vm, &collected, iterable);
        let mut total = 0usize;
        for (i, item) in items.iter().enumerate() {
            match vm.str_of(*item) {
                Some(s) => total += s.len() + separator_len,
                None => {
                    return Err(PyErr::type_error(format!(
                        "sequence item {i}: expected str instance, {} found",
                        vm.type_name(*item)
                    )))
                }
            }
        }
        (total, items.len())
    };
    vm.check_alloc_chars(total)?;
    vm.charge(count as u64 + total as u64 / 64)?;
    let out = {
        let items = join_items(vm, &collected, iterable);
        let separator = vm.str_of(separator).unwrap_or("");
        let mut out = String::with_capacity(total);
        for (i, item) in items.iter().enumerate() {
            if i > 0 {
                out.push_str(separator);
            }
            out.push_str(vm.str_of(*item).unwrap_or(""));
        }
        out
    };
    Ok(vm.new_str(out))
}

fn strip_impl(vm: &mut Vm, args: &Args, method: &str, left: bool, right: bool) -> PyResult<Value> {
    let s = receiver(vm, args, TypeId::Str, method)?;
    args.method_arity(vm, method, 0, 1)?;
    let chars: Option<Vec<char>> = match args.get(1) {
        None | Some(Value::None) => None,
        Some(v) => match vm.str_of(v) {
            Some(s) => Some(s.chars().collect()),
            None => return Err(PyErr::type_error(format!("{method} arg must be None or str"))),
        },
    };
    let test = |c: char| match &chars {
        Some(set) => set.contains(&c),
        None => is_space(c),
    };
    let stripped = with_text(vm, args, method, |t| {
        let mut result = t;
        if left {
            result = result.trim_start_matches(test);
        }
        if right {
            result = result.trim_end_matches(test);
        }
        // Nothing stripped from an exact str: CPython returns the str itself.
        (result.len() < t.len()).then(|| result.to_string())
    })?;
    match stripped {
        Some(text) => Ok(vm.new_str(text)),
        None if matches!(vm.object(s), Some(Object::Str(_))) => Ok(s),
        None => {
            let text = vm.str_of(s).unwrap_or("").to_string();
            Ok(vm.new_str(text))
        }
    }
}

pub fn strip(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    strip_impl(vm, args, "strip", true, true)
}

pub fn lstrip(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    strip_impl(vm, args, "lstrip", true, false)
}

pub fn rstrip(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    strip_impl(vm, args, "rstrip", false, true)
}

pub fn replace(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text(vm, args, "replace")?;
    args.method_arity(vm, "replace", 2, 3)?;
    let old = str_arg(vm, args.positional[1], "replace() argument 1")?;
    let new = str_arg(vm, args.positional[2], "replace() argument 2")?;
    let count = match args.get(3) {
        Some(v) => vm.ssize_arg(v)?,
        None => -1,
    };
    let occurrences = if old.is_empty() {
        t.chars().count() + 1
    } else {
        search::count(&t, &old)
    };
    let replaced = if count < 0 {
        occurrences
    } else {
        occurrences.min(count as usize)
    };
    let estimate = t.len() + replaced.saturating_mul(new.len());
    vm.check_alloc_chars(estimate)?;
    vm.charge(estimate as u64 / 64)?;
    let result = if old.is_empty() {
        let mut out = String::with_capacity(estimate);
        let mut done = 0;
        for c in t.chars() {
            if done < replaced {
                out.push_str(&new);
                done += 1;
            }
            out.push(c);
        }
        if done < replaced {
            out.push_str(&new);
        }
        out
    } else {
        search::replace(&t, &old, &new, usize::try_from(count).ok())
    };
    Ok(vm.new_str(result))
}

pub fn removeprefix(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text(vm, args, "removeprefix")?;
    args.method_arity(vm, "removeprefix", 1, 1)?;
    let prefix = str_arg(vm, args.positional[1], "removeprefix() argument")?;
    let result = t.strip_prefix(prefix.as_str()).unwrap_or(&t).to_string();
    Ok(vm.new_str(result))
}

pub fn removesuffix(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text(vm, args, "removesuffix")?;
    args.method_arity(vm, "removesuffix", 1, 1)?;
    let suffix = str_arg(vm, args.positional[1], "removesuffix() argument")?;
    let result = t.strip_suffix(suffix.as_str()).unwrap_or(&t).to_string();
    Ok(vm.new_str(result))
}

pub fn expandtabs(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text(vm, args, "expandtabs")?;
    args.method_keyword_arity("expandtabs", 1)?;
    args.only_keywords(vm, "expandtabs", &[sym::TABSIZE])?;
    let tabsize = match args.get_or_keyword(1, sym::TABSIZE) {
        Some(v) => i64::from(vm.c_int_arg(v)?),
        None => 8,
    };
    let mut out = String::with_capacity(t.len());
    let mut column = 0i64;
    for c in t.chars() {
        match c {
            '\t' => {
                if tabsize > 0 {
                    let spaces = tabsize - column % tabsize;
                    vm.check_alloc_chars(out.len() + spaces as usize)?;
                    out.extend(std::iter::repeat_n(' ', spaces as usize));
                    column += spaces;
                }
            }
            '\n' | '\r' => {
                out.push(c);
                column = 0;
            }
            c => {
                out.push(c);
                column += 1;
            }
        }
    }
    Ok(vm.new_str(out))
}

pub fn translate(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = text(vm, args, "translate")?;
    args.method_arity(vm, "translate", 1, 1)?;
    let table = args.positional[1];
    let mut out = String::with_capacity(t.len());
    for c in t.chars() {
        let mapped = match vm.getitem(table, Value::Int(c as i64)) {
            Ok(v) => v,
            Err(e) if vm.error_is(&e, TypeId::LookupError) => {
                out.push(c);
                continue;
            }
            Err(e) => return Err(e),
        };
        match mapped {
            Value::None => {}
            Value::Int(code) => match char::from_u32(code as u32).filter(|_| (0..=0x10ffff).contains(&code)) {
                Some(m) => out.push(m),
                None => return Err(PyErr::value_error("character mapping must be in range(0x110000)")),
            },
            other => match vm.str_of(other) {
                Some(s) => out.push_str(s),
                None => return Err(PyErr::type_error("character mapping must return integer, None or str")),
            },
        }
    }
    Ok(vm.new_str(out))
}

pub fn maketrans(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("maketrans", 1, 3)?;
    let result = vm.new_dict_from_pairs(&[])?;
    if args.len() == 1 {
        let source = args.positional[0];
        if vm.dict_table(source).is_none() {
            return Err(PyErr::type_error(
                "if you give only one argument to maketrans it must be a dict",
            ));
        }
        for (k, v) in vm.dict_items(source)? {
            let key = match vm.pystr(k) {
                Some(s) if s.char_len() == 1 => Value::Int(s.as_str().chars().next().map_or(0, |c| c as i64)),
                Some(_) => return Err(PyErr::value_error("string keys in translate table must be of length 1")),
                None if vm.as_int(k).is_some() => k,
                None => return Err(PyErr::type_error("keys in translate table must be strings or integers")),
            };
            vm.dict_set(result, key, v)?;
        }
        return Ok(result);
    }
    let from: Vec<char> = str_arg(vm, args.positional[0], "maketrans() argument 1")?
        .chars()
        .collect();
    let to: Vec<char> = str_arg(vm, args.positional[1], "maketrans() argument 2")?
        .chars()
        .collect();
    if from.len() != to.len() {
        return Err(PyErr::value_error(
            "the first two maketrans arguments must have equal length",
        ));
    }
    for (a, b) in from.iter().zip(to.iter()) {
        vm.dict_set(result, Value::Int(*a as i64), Value::Int(*b as i64))?;
    }
    if let Some(z) = args.get(2) {
        for c in str_arg(vm, z, "maketrans() argument 3")?.chars() {
            vm.dict_set(result, Value::Int(c as i64), Value::None)?;
        }
    }
    Ok(result)
}
