//! Paths inside the virtual filesystem: a path a program gives (relative to the working
//! directory or absolute) becomes a normalized absolute path whose root is the filesystem's own
//! root. `..` at the root stays at the root, so no spelling reaches anything outside; there is no
//! host path anywhere.

/// Why a path was refused before any lookup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PathError {
    /// The path contains a NUL character (CPython's `ValueError: embedded null byte`).
    NulByte,
}

/// The normalized absolute form of `path` seen from the working directory `cwd` (itself
/// normalized): components are split on `/`, `.` and empty ones are dropped, `..` removes the
/// previous one (never going above the root).
pub fn resolve(cwd: &str, path: &str) -> Result<String, PathError> {
    if path.contains('\0') {
        return Err(PathError::NulByte);
    }
    let mut parts: Vec<&str> = Vec::new();
    if !path.starts_with('/') {
        parts.extend(cwd.split('/').filter(|p| !p.is_empty()));
    }
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            name => parts.push(name),
        }
    }
    let mut out = String::with_capacity(path.len() + cwd.len() + 1);
    for part in &parts {
        out.push('/');
        out.push_str(part);
    }
    if out.is_empty() {
        out.push('/');
    }
    Ok(out)
}

/// The directory holding `path` (a normalized absolute path other than the root).
pub fn parent(path: &str) -> &str {
    match path.rfind('/') {
        Some(0) | None => "/",
        Some(i) => &path[..i],
    }
}

/// The last component of a normalized absolute path (empty for the root).
pub fn file_name(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or("")
}

/// Whether `path` is `dir` or lies below it (both normalized).
pub fn is_within(path: &str, dir: &str) -> bool {
    dir == "/" || path == dir || (path.starts_with(dir) && path.as_bytes().get(dir.len()) == Some(&b'/'))
}

/// The prefix every path strictly below `dir` starts with.
pub fn child_prefix(dir: &str) -> String {
    if dir == "/" {
        "/".to_string()
    } else {
        format!("{dir}/")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_paths_join_the_working_directory() {
        assert_eq!(resolve("/", "data.csv").unwrap(), "/data.csv");
        assert_eq!(resolve("/out", "a/./b//c.txt").unwrap(), "/out/a/b/c.txt");
        assert_eq!(resolve("/out", ".").unwrap(), "/out");
        assert_eq!(resolve("/", "").unwrap(), "/");
    }

    #[test]
    fn dot_dot_never_leaves_the_root() {
        assert_eq!(resolve("/", "../../etc/passwd").unwrap(), "/etc/passwd");
        assert_eq!(resolve("/a/b", "../../../../x").unwrap(), "/x");
        assert_eq!(resolve("/a", "/../..").unwrap(), "/");
        assert_eq!(resolve("/a", "b/../../c").unwrap(), "/c");
    }

    #[test]
    fn nul_bytes_are_refused() {
        assert_eq!(resolve("/", "a\0b"), Err(PathError::NulByte));
    }

    #[test]
    fn parents_and_names() {
        assert_eq!(parent("/a/b.txt"), "/a");
        assert_eq!(parent("/b.txt"), "/");
        assert_eq!(file_name("/a/b.txt"), "b.txt");
        assert!(is_within("/a/b", "/a"));
        assert!(!is_within("/ab", "/a"));
        assert!(is_within("/ab", "/"));
    }
}
