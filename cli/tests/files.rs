//! The file flags: `--upload` and `--upload-readonly` copy host files into the program's
//! in-memory filesystem, `--fs` grants an empty one, `--file-quota` bounds it, `--download-dir`
//! writes what the program created or changed (also after a failed run, and at the end of a run
//! paused with `start` and finished with `resume`) and never writes outside its folder. The
//! description lists the uploads.

mod common;

use std::path::Path;

use common::{example, garter, text};
use serde_json::Value;

fn write(path: &Path, contents: &str) -> String {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).expect("make folders");
    }
    std::fs::write(path, contents).expect("write a host file");
    path.display().to_string()
}

/// An empty scratch folder for one test (emptied if an earlier run left it).
fn temp_dir(test: &str) -> std::path::PathBuf {
    let dir = common::temp_dir(test);
    std::fs::remove_dir_all(&dir).expect("empty the scratch folder");
    std::fs::create_dir_all(&dir).expect("make the scratch folder");
    dir
}

/// Every file under `dir` (symbolic links left out), as sorted `/`-separated paths relative to it.
fn files_under(dir: &Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(folder) = pending.pop() {
        for entry in std::fs::read_dir(&folder).expect("list a folder").flatten() {
            let kind = entry.file_type().expect("file type");
            if kind.is_dir() {
                pending.push(entry.path());
            } else if kind.is_file() {
                let relative = entry.path().strip_prefix(dir).expect("under dir").to_path_buf();
                found.push(relative.display().to_string());
            }
        }
    }
    found.sort();
    found
}

const REPORT: &str = "\
import csv, os
with open('data/sales.csv') as f:
    rows = list(csv.DictReader(f))
total = sum(int(row['amount']) for row in rows)
os.makedirs('out', exist_ok=True)
with open('out/report.md', 'w') as f:
    f.write(f'# Sales\\n\\n{len(rows)} rows, total {total}\\n')
with open('notes.txt', 'a') as f:
    f.write('seen\\n')
print(sorted(os.listdir('.')), total)
";

#[test]
fn uploads_are_read_and_changed_files_downloaded() {
    let dir = temp_dir("files-report");
    let sales = write(&dir.join("host/sales.csv"), "region,amount\nEMEA,10\nAMER,32\n");
    let notes = write(&dir.join("host/notes.txt"), "start\n");
    let kept = write(&dir.join("host/kept.txt"), "untouched\n");
    let downloads = dir.join("downloads");
    let out = garter(&[
        "run",
        "-c",
        REPORT,
        "--upload-readonly",
        &format!("data/sales.csv={sales}"),
        "--upload",
        &format!("notes.txt={notes}"),
        "--upload",
        &format!("kept.txt={kept}"),
        "--download-dir",
        downloads.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "['data', 'kept.txt', 'notes.txt', 'out'] 42\n");
    assert_eq!(files_under(&downloads), ["notes.txt", "out/report.md"]);
    assert_eq!(
        std::fs::read_to_string(downloads.join("out/report.md")).unwrap(),
        "# Sales\n\n2 rows, total 42\n"
    );
    assert_eq!(
        std::fs::read_to_string(downloads.join("notes.txt")).unwrap(),
        "start\nseen\n"
    );
    assert_eq!(
        std::fs::read_to_string(&notes).unwrap(),
        "start\n",
        "the host's file is a copy"
    );
}

#[test]
fn read_only_uploads_cannot_be_changed() {
    let dir = temp_dir("files-readonly");
    let data = write(&dir.join("in.csv"), "a,b\n");
    let out = garter(&[
        "run",
        "-c",
        "print(open('in.csv').read(), end='')\nopen('in.csv', 'a').write('x')",
        "--upload-readonly",
        &format!("in.csv={data}"),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "a,b\n");
    assert!(
        text(&out.stderr).ends_with("PermissionError: [Errno 13] Permission denied: 'in.csv'\n"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn fs_grants_an_empty_filesystem() {
    let program = "import os\nopen('a.txt', 'w').write('hi')\nprint(os.listdir('.'), os.path.getsize('a.txt'))";
    let out = garter(&["run", "-c", program, "--fs"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "['a.txt'] 2\n");
    let out = garter(&["run", "-c", program]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).ends_with(
            "PermissionError: open() needs a filesystem, but this sandbox has none (the host has not granted one)\n"
        ),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn the_file_quota_bounds_what_the_program_writes() {
    let program = "open('small.txt', 'w').write('x' * 100)\nprint('small ok')\nopen('big.txt', 'w').write('x' * 5000)";
    let out = garter(&["run", "-c", program, "--file-quota", "1KiB"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "small ok\n");
    assert!(
        text(&out.stderr)
            .ends_with("OSError: [Errno 28] No space left on device (the file quota of 1.0 KiB is used up)\n"),
        "{}",
        text(&out.stderr)
    );
    let out = garter(&["run", "-c", "x = 1", "--file-quota", "12XB"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("invalid size unit 'xb'"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn bad_uploads_are_usage_errors() {
    let dir = temp_dir("files-bad");
    let data = write(&dir.join("data.csv"), "a,b\n");
    let big = dir.join("big.bin");
    std::fs::write(&big, vec![0u8; 3 << 20]).unwrap();
    let missing = dir.join("missing.csv").display().to_string();
    let cases: [(&[&str], String); 5] = [
        (
            &["--upload", "data.csv"],
            "garter: --upload 'data.csv' must have the form NAME=HOSTPATH\n".to_string(),
        ),
        (
            &["--upload-readonly", "=x"],
            "garter: --upload-readonly '=x' must have the form NAME=HOSTPATH\n".to_string(),
        ),
        (
            &["--upload", &format!("in.csv={missing}")],
            format!("garter: --upload in.csv: can't read '{missing}': No such file or directory (os error 2)\n"),
        ),
        (
            &[
                "--upload",
                &format!("in.csv={data}"),
                "--upload-readonly",
                &format!("./in.csv={data}"),
            ],
            "garter: --upload-readonly ./in.csv: the file 'in.csv' is uploaded twice\n".to_string(),
        ),
        (
            &[
                "--upload",
                &format!("big.bin={}", big.display()),
                "--max-memory",
                "2MiB",
            ],
            "garter: --upload big.bin: the files would pass the memory limit of 2.0 MiB\n".to_string(),
        ),
    ];
    for (flags, message) in cases {
        let mut args = vec!["run", "-c", "print('ran')"];
        args.extend_from_slice(flags);
        let out = garter(&args);
        assert_eq!(out.status.code(), Some(2), "{flags:?}");
        assert_eq!(text(&out.stdout), "", "{flags:?}");
        assert_eq!(text(&out.stderr), message, "{flags:?}");
    }
    let out = garter(&["run", "-c", "print('ran')", "--upload", &format!("/={data}")]);
    assert_eq!(
        text(&out.stderr),
        format!("garter: --upload '/={data}': NAME must name a file, not the root\n")
    );
}

#[test]
fn a_failed_run_still_downloads_what_it_wrote() {
    let dir = temp_dir("files-failed");
    let downloads = dir.join("downloads");
    let out = garter(&[
        "run",
        "-c",
        "open('partial.txt', 'w').write('half')\nraise ValueError('stopped')",
        "--download-dir",
        downloads.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).ends_with("ValueError: stopped\n"));
    assert_eq!(std::fs::read_to_string(downloads.join("partial.txt")).unwrap(), "half");
}

#[test]
fn downloads_never_leave_the_download_folder() {
    let dir = temp_dir("files-escape");
    let downloads = dir.join("downloads");
    let outside = dir.join("outside");
    std::fs::create_dir_all(&downloads).unwrap();
    std::fs::create_dir_all(&outside).unwrap();
    std::os::unix::fs::symlink(&outside, downloads.join("link")).unwrap();
    let program = "\
import os
for name in ['../../escape.txt', '/abs.txt', 'a/../../b.txt']:
    open(name, 'w').write(name)
os.makedirs('link', exist_ok=True)
open('link/x.txt', 'w').write('through a link')
try:
    open('bad\\0name', 'w')
except ValueError as e:
    print(type(e).__name__, e)
print(sorted(os.listdir('/')))
";
    let out = garter(&["run", "-c", program, "--download-dir", downloads.to_str().unwrap()]);
    assert_eq!(
        text(&out.stdout),
        "ValueError embedded null byte\n['abs.txt', 'b.txt', 'escape.txt', 'link']\n"
    );
    assert_eq!(out.status.code(), Some(2), "a file that cannot be written is an error");
    let link = downloads.join("link");
    assert_eq!(
        text(&out.stderr),
        format!(
            "garter: --download-dir: not writing 'link/x.txt': '{}' is a symbolic link\n",
            link.display()
        )
    );
    assert_eq!(files_under(&downloads), ["abs.txt", "b.txt", "escape.txt"]);
    assert_eq!(
        std::fs::read_to_string(downloads.join("escape.txt")).unwrap(),
        "../../escape.txt"
    );
    assert_eq!(files_under(&outside), Vec::<String>::new());
    assert!(!dir.join("escape.txt").exists() && !dir.join("b.txt").exists());
}

#[test]
fn the_description_lists_the_uploaded_files() {
    let dir = temp_dir("files-stubs");
    let data = write(&dir.join("sales.csv"), "region,amount\nEMEA,10\n");
    let tools = example("tools.json");
    let out = garter(&[
        "stubs",
        &tools,
        "--description",
        "--upload-readonly",
        &format!("data/sales.csv={data}"),
        "--file-quota",
        "1MiB",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let description = text(&out.stdout);
    assert!(
        description.contains("Files count against the memory limit, and may hold 1.0 MiB in all."),
        "{description}"
    );
    assert!(
        description.contains("It holds these files at the start:\n- data/sales.csv (22 bytes, read-only)\n"),
        "{description}"
    );
    let out = garter(&["stubs", &tools, "--description", "--fs"]);
    assert!(text(&out.stdout).contains(" It is empty at the start.\n"));
    let out = garter(&["stubs", &tools, "--description"]);
    assert!(text(&out.stdout).contains("There is no filesystem, network or environment"));
}

#[test]
fn files_travel_in_the_snapshot_and_download_when_resume_completes() {
    let dir = temp_dir("files-pause");
    let data = write(&dir.join("regions.txt"), "EMEA\n");
    let snapshot = dir.join("run.snap").display().to_string();
    let downloads = dir.join("downloads");
    let tools = example("tools.json");
    let program = "\
region = open('regions.txt').read().strip()
open('log.txt', 'w').write(f'asked {region}\\n')
customers = list_customers(region=region)
with open('log.txt', 'a') as f:
    f.write(f'got {len(customers)}\\n')
len(customers)
";
    let out = garter(&[
        "start",
        "-c",
        program,
        "--snapshot",
        &snapshot,
        "--tools",
        &tools,
        "--upload-readonly",
        &format!("regions.txt={data}"),
        "--download-dir",
        downloads.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let document: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(document["status"], "tool_calls");
    assert_eq!(document["calls"][0]["arguments"]["region"], "EMEA");
    assert!(
        !downloads.exists() || files_under(&downloads).is_empty(),
        "nothing is downloaded while paused"
    );
    let id = document["calls"][0]["id"].as_u64().unwrap();
    let results = write(
        &dir.join("results.json"),
        &format!(r#"{{"{id}": {{"value": [{{"id": 1, "name": "Acme"}}]}}}}"#),
    );
    let out = garter(&[
        "resume",
        &snapshot,
        "--results",
        &results,
        "--tools",
        &tools,
        "--download-dir",
        downloads.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let document: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(document["status"], "complete");
    assert_eq!(document["value"], 1);
    assert_eq!(files_under(&downloads), ["log.txt"]);
    assert_eq!(
        std::fs::read_to_string(downloads.join("log.txt")).unwrap(),
        "asked EMEA\ngot 1\n"
    );
}
