//! What the CLI tests share: running the `garter` binary, reading its output, the repository's
//! code-mode example, and scratch folders.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Runs `garter` with `args` and no stdin.
pub fn garter(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_garter"))
        .args(args)
        .output()
        .expect("the garter binary runs")
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A file of the repository's `examples/code_mode` folder.
pub fn example(file: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../examples/code_mode")
        .join(file)
        .display()
        .to_string()
}

/// A fresh scratch folder for one test.
pub fn temp_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("garter-cli-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}
