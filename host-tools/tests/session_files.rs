//! A session's files: granting a filesystem, uploading, downloading, listing, emptying it and
//! bounding it, and a dumped session carrying its files (and quota) to the loaded one.

use garter::{FileInfo, FsError, HostValue, Limits};
use garter_host_tools::{Outcome, Session, ToolSpec};
use serde_json::json;

fn session_with(limits: Limits) -> Session {
    let schema = json!({"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]});
    let tools = vec![ToolSpec::from_json_schema("fetch", "", &schema).unwrap()];
    Session::standard(tools, limits).unwrap()
}

fn info(path: &str, size: usize, read_only: bool) -> FileInfo {
    FileInfo {
        path: path.to_string(),
        size,
        read_only,
        changed: false,
    }
}

#[test]
fn a_session_has_no_filesystem_until_the_host_grants_one() {
    let mut session = session_with(Limits::default());
    assert!(session.filesystem().is_none());
    assert_eq!(session.list_files(), []);
    assert_eq!(session.download_file("a.txt"), Err(FsError::NotFound));
    session.grant_filesystem();
    assert_eq!(session.filesystem().map(|fs| fs.bytes()), Some(0));
    assert_eq!(session.list_files(), []);
}

#[test]
fn uploads_are_listed_downloaded_replaced_and_cleaned_up() {
    let mut session = session_with(Limits::default());
    session
        .upload_file("data/sales.csv", b"region,amount\n".to_vec(), true)
        .unwrap();
    session.upload_file("/notes.txt", b"hello".to_vec(), false).unwrap();
    assert_eq!(
        session.list_files(),
        [info("data/sales.csv", 14, true), info("notes.txt", 5, false)]
    );
    assert_eq!(session.download_file("data/sales.csv").unwrap(), b"region,amount\n");
    assert_eq!(session.download_file("data/../notes.txt").unwrap(), b"hello");
    assert_eq!(session.download_file("data"), Err(FsError::IsADirectory));
    assert_eq!(session.download_file("bad\0name"), Err(FsError::NulByte));
    session.upload_file("notes.txt", b"bye".to_vec(), true).unwrap();
    assert_eq!(session.list_files()[1], info("notes.txt", 3, true));
    assert_eq!(
        session.upload_file("data/sales.csv/inner", Vec::new(), false),
        Err(FsError::NotADirectory)
    );
    session.cleanup_files();
    assert_eq!(session.list_files(), []);
    assert_eq!(session.download_file("notes.txt"), Err(FsError::NotFound));
    assert!(session.filesystem().is_some(), "the grant outlives the cleanup");
}

#[test]
fn files_count_against_the_memory_limit() {
    let limits = Limits {
        max_memory: Some(1 << 20),
        ..Limits::default()
    };
    let mut session = session_with(limits);
    assert_eq!(
        session.upload_file("big.bin", vec![0; 2 << 20], false),
        Err(FsError::OverMemoryLimit(1 << 20))
    );
    assert_eq!(
        session
            .upload_file("big.bin", vec![0; 2 << 20], false)
            .unwrap_err()
            .to_string(),
        "the files would pass the memory limit of 1.0 MiB"
    );
    assert_eq!(session.list_files(), []);
    session.upload_file("half.bin", vec![7; 512 << 10], false).unwrap();
    let outcome = session.run("x = 'a' * 700_000", "<agent>", |_| Ok(HostValue::None));
    let error = outcome.error.expect("the heap and the files share the limit");
    assert_eq!(error.last_line(), "MemoryError: memory limit of 1.0 MiB exceeded");
    session.cleanup_files();
    let outcome = session.run("x = 'a' * 700_000", "<agent>", |_| Ok(HostValue::None));
    assert!(outcome.error.is_none(), "{:?}", outcome.error);
}

#[test]
fn the_quota_is_set_and_lifted() {
    let mut session = session_with(Limits::default());
    session.set_file_quota(Some(64 << 10));
    assert_eq!(session.filesystem().and_then(|fs| fs.quota()), Some(64 << 10));
    session.set_file_quota(None);
    assert_eq!(session.filesystem().and_then(|fs| fs.quota()), None);
}

#[test]
fn a_dumped_session_carries_its_files_and_quota() {
    let mut first = session_with(Limits::default());
    first.upload_file("in/data.csv", b"a,b\n1,2\n".to_vec(), true).unwrap();
    first.upload_file("scratch.txt", b"draft".to_vec(), false).unwrap();
    first.set_file_quota(Some(1 << 20));
    let Outcome::ToolCalls(calls) = first.start("total = fetch(n=1)\ntotal + 1", "<agent>") else {
        panic!("expected a tool call");
    };
    let blob = first.dump().unwrap();
    let expected = first.list_files();
    drop(first);

    let mut loaded = Session::load(
        garter_stdlib::interpreter(),
        session_with(Limits::default()).tools().to_vec(),
        Limits::default(),
        &blob,
    )
    .unwrap();
    assert_eq!(loaded.list_files(), expected);
    assert_eq!(loaded.download_file("in/data.csv").unwrap(), b"a,b\n1,2\n");
    assert_eq!(loaded.filesystem().and_then(|fs| fs.quota()), Some(1 << 20));
    let Outcome::Complete(done) = loaded.resume(vec![(calls[0].id, Ok(HostValue::from(41)))]).unwrap() else {
        panic!("expected the run to end");
    };
    assert_eq!(done.value, Some(HostValue::from(42)));
    assert_eq!(loaded.download_file("scratch.txt").unwrap(), b"draft");

    loaded.cleanup_files();
    let emptied = loaded.dump().unwrap();
    let reloaded = Session::load(garter_stdlib::interpreter(), vec![], Limits::default(), &emptied).unwrap();
    assert_eq!(reloaded.list_files(), []);
    assert!(reloaded.filesystem().is_some());
}

#[test]
fn a_session_without_a_filesystem_loads_without_one() {
    let mut session = session_with(Limits::default());
    session.run("x = 1", "<agent>", |_| Ok(HostValue::None));
    let blob = session.dump().unwrap();
    let loaded = Session::load(garter_stdlib::interpreter(), vec![], Limits::default(), &blob).unwrap();
    assert!(loaded.filesystem().is_none());
}

#[test]
fn programs_read_uploads_and_the_host_sees_what_they_changed() {
    let mut session = session_with(Limits::default());
    session.upload_file("in.csv", b"3\n4\n".to_vec(), true).unwrap();
    session.upload_file("log.txt", b"start\n".to_vec(), false).unwrap();
    session.upload_file("kept.txt", b"same".to_vec(), false).unwrap();
    let source = "\
total = sum(int(line) for line in open('in.csv'))
with open('out/sum.txt', 'w') as f:
    f.write(str(total))
";
    let outcome = session.run(source, "<agent>", |_| Ok(HostValue::None));
    let error = outcome.error.expect("out/ does not exist yet");
    assert_eq!(
        error.last_line(),
        "FileNotFoundError: [Errno 2] No such file or directory: 'out/sum.txt'"
    );
    let source = "\
import os
os.makedirs('out')
total = sum(int(line) for line in open('in.csv'))
with open('out/sum.txt', 'w') as f:
    f.write(str(total))
with open('log.txt', 'a') as f:
    f.write('summed\\n')
total
";
    let outcome = session.run(source, "<agent>", |_| Ok(HostValue::None));
    assert!(outcome.error.is_none(), "{:?}", outcome.error);
    assert_eq!(outcome.value, Some(HostValue::from(7)));
    let changed = |session: &Session| -> Vec<(String, bool)> {
        session
            .list_files()
            .into_iter()
            .map(|file| (file.path, file.changed))
            .collect()
    };
    assert_eq!(
        changed(&session),
        [
            ("in.csv".to_string(), false),
            ("kept.txt".to_string(), false),
            ("log.txt".to_string(), true),
            ("out/sum.txt".to_string(), true)
        ]
    );
    assert_eq!(session.download_file("out/sum.txt").unwrap(), b"7");
    assert_eq!(session.download_file("log.txt").unwrap(), b"start\nsummed\n");

    let blob = session.dump().unwrap();
    let loaded = Session::load(
        garter_stdlib::interpreter(),
        session.tools().to_vec(),
        Limits::default(),
        &blob,
    )
    .unwrap();
    assert_eq!(changed(&loaded), changed(&session));

    session.upload_file("log.txt", b"fresh\n".to_vec(), false).unwrap();
    assert_eq!(changed(&session)[2], ("log.txt".to_string(), false));
    session.cleanup_files();
    let outcome = session.run("open('in.csv')", "<agent>", |_| Ok(HostValue::None));
    assert_eq!(
        outcome.error.unwrap().last_line(),
        "FileNotFoundError: [Errno 2] No such file or directory: 'in.csv'"
    );
}

#[test]
fn writing_past_the_quota_is_an_os_error_in_the_program() {
    let mut session = session_with(Limits::default());
    session.set_file_quota(Some(1024));
    let source = "\
try:
    with open('big.bin', 'wb') as f:
        f.write(b'x' * 4096)
except OSError as e:
    print(type(e).__name__, e.errno)
";
    let outcome = session.run(source, "<agent>", |_| Ok(HostValue::None));
    assert!(outcome.error.is_none(), "{:?}", outcome.error);
    assert_eq!(outcome.output, "OSError 28\n");
    assert!(session.filesystem().unwrap().bytes() <= 1024);
}
