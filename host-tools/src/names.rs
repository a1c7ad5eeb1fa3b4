//! Which names a tool and its parameters may have: ASCII Python identifiers that are not
//! keywords, and for tools also not a builtin the program would lose by the tool's definition.
//!
//! Names are restricted to ASCII so that the name the program writes is the name the host
//! registered: CPython NFKC-normalises non-ASCII identifiers, which would make `ｆｏｏ` and `foo`
//! the same name in the program but not in the host's table.

/// Python 3.11's keywords (`keyword.kwlist`). Soft keywords (`match`, `case`, `_`) are ordinary
/// names and are allowed.
const KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
    "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
    "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
];

/// The functions, types and constants of CPython 3.11's `builtins` module (exceptions aside): a
/// tool with one of these names would hide the builtin from the program, and code an LLM writes
/// from habit (`print(...)`, `len(...)`) would call the tool instead.
const BUILTINS: &[&str] = &[
    "Ellipsis",
    "NotImplemented",
    "abs",
    "aiter",
    "all",
    "anext",
    "any",
    "ascii",
    "bin",
    "bool",
    "breakpoint",
    "bytearray",
    "bytes",
    "callable",
    "chr",
    "classmethod",
    "compile",
    "complex",
    "copyright",
    "credits",
    "delattr",
    "dict",
    "dir",
    "divmod",
    "enumerate",
    "eval",
    "exec",
    "exit",
    "filter",
    "float",
    "format",
    "frozenset",
    "getattr",
    "globals",
    "hasattr",
    "hash",
    "help",
    "hex",
    "id",
    "input",
    "int",
    "isinstance",
    "issubclass",
    "iter",
    "len",
    "license",
    "list",
    "locals",
    "map",
    "max",
    "memoryview",
    "min",
    "next",
    "object",
    "oct",
    "open",
    "ord",
    "pow",
    "print",
    "property",
    "quit",
    "range",
    "repr",
    "reversed",
    "round",
    "set",
    "setattr",
    "slice",
    "sorted",
    "staticmethod",
    "str",
    "sum",
    "super",
    "tuple",
    "type",
    "vars",
    "zip",
];

/// Whether `name` is an ASCII Python identifier: a letter or `_`, then letters, digits and `_`.
pub(crate) fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Why `name` cannot name a parameter, if it cannot.
pub(crate) fn parameter_name_problem(name: &str) -> Option<String> {
    if !is_identifier(name) {
        return Some(not_identifier(name));
    }
    if KEYWORDS.contains(&name) {
        return Some(format!("'{name}' is a Python keyword"));
    }
    None
}

/// Why `name` cannot name a tool, if it cannot.
pub(crate) fn tool_name_problem(name: &str) -> Option<String> {
    if let Some(problem) = parameter_name_problem(name) {
        return Some(problem);
    }
    if BUILTINS.contains(&name) {
        return Some(format!("'{name}' would hide the Python builtin '{name}'"));
    }
    if name.len() > 4 && name.starts_with("__") && name.ends_with("__") {
        return Some(format!(
            "'{name}' is a reserved name (__dunder__ names belong to Python)"
        ));
    }
    None
}

/// The message for a name that is not an identifier, with the identifier it could become (which
/// always contains `_`, so it is never a keyword).
fn not_identifier(name: &str) -> String {
    let mut fixed: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    if !fixed.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
        fixed.insert(0, '_');
    }
    let mut message =
        format!("'{name}' is not a Python identifier (ASCII letters, digits and '_', not starting with a digit)");
    if !name.is_empty() {
        message.push_str(&format!("; rename it, e.g. '{fixed}'"));
    }
    message
}

#[cfg(test)]
mod tests {
    use super::{is_identifier, parameter_name_problem, tool_name_problem};

    #[test]
    fn identifiers() {
        assert!(is_identifier("get_weather"));
        assert!(is_identifier("_private2"));
        assert!(!is_identifier(""));
        assert!(!is_identifier("2fast"));
        assert!(!is_identifier("get-weather"));
        assert!(!is_identifier("café"));
    }

    #[test]
    fn parameter_names() {
        assert_eq!(parameter_name_problem("city"), None);
        assert_eq!(
            parameter_name_problem("type"),
            None,
            "builtins are fine as parameter names"
        );
        assert_eq!(parameter_name_problem("match"), None, "soft keywords are names");
        assert_eq!(parameter_name_problem("from").unwrap(), "'from' is a Python keyword");
        assert_eq!(
            parameter_name_problem("user-id").unwrap(),
            "'user-id' is not a Python identifier (ASCII letters, digits and '_', not starting with a digit); \
             rename it, e.g. 'user_id'"
        );
        assert_eq!(
            parameter_name_problem("1st").unwrap(),
            "'1st' is not a Python identifier (ASCII letters, digits and '_', not starting with a digit); \
             rename it, e.g. '_1st'"
        );
        assert_eq!(
            parameter_name_problem("").unwrap(),
            "'' is not a Python identifier (ASCII letters, digits and '_', not starting with a digit)"
        );
    }

    #[test]
    fn tool_names() {
        assert_eq!(tool_name_problem("get_weather"), None);
        assert_eq!(
            tool_name_problem("print").unwrap(),
            "'print' would hide the Python builtin 'print'"
        );
        assert_eq!(tool_name_problem("class").unwrap(), "'class' is a Python keyword");
        assert_eq!(
            tool_name_problem("__init__").unwrap(),
            "'__init__' is a reserved name (__dunder__ names belong to Python)"
        );
        assert_eq!(tool_name_problem("__"), None);
        assert!(tool_name_problem("search.web")
            .unwrap()
            .ends_with("rename it, e.g. 'search_web'"));
    }
}
