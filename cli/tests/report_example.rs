//! The README's data pipeline (`examples/report/`): a generated orders CSV uploaded with
//! `--upload`, the agent's analysis run by `garter run`, and `report.md` and `summary.json`
//! written back with `--download-dir` — each byte as CPython writes them running the same
//! program beside the same file.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{garter, temp_dir, text};

fn report_example(file: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../examples/report")
        .join(file)
        .display()
        .to_string()
}

fn fresh(dir: PathBuf) -> PathBuf {
    std::fs::remove_dir_all(&dir).expect("empty the scratch folder");
    std::fs::create_dir_all(&dir).expect("make the scratch folder");
    dir
}

#[test]
fn the_report_pipeline_writes_what_cpython_writes() {
    let cpython = fresh(temp_dir("report-cpython"));
    let downloads = fresh(temp_dir("report-downloads"));
    let made = Command::new("python3")
        .arg(report_example("make_orders.py"))
        .arg(cpython.join("orders.csv"))
        .arg("20000")
        .status()
        .expect("python3 runs");
    assert!(made.success());
    let expected = Command::new("python3")
        .arg(report_example("analyze.py"))
        .current_dir(&cpython)
        .output()
        .expect("python3 runs");
    assert!(expected.status.success(), "{}", text(&expected.stderr));

    let upload = format!("orders.csv={}", cpython.join("orders.csv").display());
    let out = garter(&[
        "run",
        &report_example("analyze.py"),
        "--upload-readonly",
        &upload,
        "--download-dir",
        &downloads.display().to_string(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), text(&expected.stdout));
    let mut written: Vec<String> = std::fs::read_dir(&downloads)
        .expect("lists downloads")
        .map(|entry| entry.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    written.sort();
    assert_eq!(written, ["report.md", "summary.json"]);
    for name in written {
        let ours = std::fs::read(downloads.join(&name)).expect("downloaded");
        let theirs = std::fs::read(cpython.join(&name)).expect("written by CPython");
        assert_eq!(text(&ours), text(&theirs), "{name}");
    }
}
