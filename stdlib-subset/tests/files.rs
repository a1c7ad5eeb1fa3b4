//! The virtual filesystem seen from both sides: what a program writes the host downloads,
//! uploads the program reads, read-only uploads, the memory limit counting file bytes, and a
//! run paused with files open carried by a snapshot into another interpreter.

use garter::{FsError, HostValue, Interpreter, Limits, Progress, RunOutcome};

fn with_files() -> Interpreter {
    let mut interpreter = garter_stdlib::interpreter();
    interpreter.grant_filesystem();
    interpreter
}

fn last_line(outcome: &RunOutcome) -> String {
    outcome.error.as_ref().map(|e| e.last_line()).unwrap_or_default()
}

#[test]
fn uploads_are_read_and_writes_are_downloaded() {
    let mut interpreter = with_files();
    interpreter
        .upload_file("data/in.csv", b"a,b\n1,2\n3,4\n".to_vec(), true)
        .expect("uploads");
    let source = "import csv\nrows = list(csv.DictReader(open('data/in.csv')))\nopen('out/sum.txt', 'w')\n";
    let outcome = interpreter.run(source, "<test>");
    assert_eq!(
        last_line(&outcome),
        "FileNotFoundError: [Errno 2] No such file or directory: 'out/sum.txt'"
    );
    let outcome = interpreter.run(
        "import os\nos.mkdir('out')\nwith open('out/sum.txt', 'w') as f:\n    \
         f.write(str(sum(int(r['a']) + int(r['b']) for r in rows)))\n",
        "<test>",
    );
    assert!(outcome.error.is_none(), "{outcome:?}");
    assert_eq!(interpreter.download_file("out/sum.txt").expect("downloads"), b"10");
    let listed: Vec<(String, bool, bool)> = interpreter
        .list_files()
        .into_iter()
        .map(|f| (f.path, f.read_only, f.changed))
        .collect();
    assert_eq!(
        listed,
        [
            ("data/in.csv".to_string(), true, false),
            ("out/sum.txt".to_string(), false, true)
        ]
    );
    let outcome = interpreter.run("open('data/in.csv', 'a')", "<test>");
    assert_eq!(
        last_line(&outcome),
        "PermissionError: [Errno 13] Permission denied: 'data/in.csv'"
    );
    interpreter.cleanup_files();
    assert!(interpreter.list_files().is_empty());
    assert_eq!(interpreter.download_file("out/sum.txt"), Err(FsError::NotFound));
}

#[test]
fn file_bytes_count_against_the_memory_limit() {
    let mut interpreter = with_files();
    interpreter.set_limits(Limits {
        max_memory: Some(4 << 20),
        ..Limits::default()
    });
    assert_eq!(
        interpreter.upload_file("big.bin", vec![0; 5 << 20], false),
        Err(FsError::OverMemoryLimit(4 << 20))
    );
    interpreter
        .upload_file("half.bin", vec![0; 2 << 20], false)
        .expect("fits");
    let outcome = interpreter.run("x = b'y' * (3 << 20)", "<test>");
    assert_eq!(last_line(&outcome), "MemoryError: memory limit of 4.0 MiB exceeded");
    interpreter.cleanup_files();
    let outcome = interpreter.run("x = b'y' * (3 << 20)", "<test>");
    assert!(outcome.error.is_none(), "{outcome:?}");
}

#[test]
fn a_snapshot_carries_open_files_into_another_interpreter() {
    let source = "f = open('log.txt', 'w')\nf.write('before\\n')\nr = open('in.txt')\n\
                  first = r.readline()\nwait()\nf.write('after ' + first)\nf.write(r.readline())\nf.close()\n\
                  print(open('log.txt').read(), end='')";
    let mut original = with_files();
    original
        .upload_file("in.txt", b"one\ntwo\n".to_vec(), false)
        .expect("uploads");
    original.add_host_function("wait", false).expect("declares");
    let Progress::Waiting(calls) = original.start(source, "<test>") else {
        panic!("expected the wait call");
    };
    let bytes = original.snapshot().expect("snapshots");
    let mut restored = garter_stdlib::interpreter();
    restored.add_host_function("wait", false).expect("declares");
    restored.restore(&bytes).expect("restores");
    assert_eq!(restored.download_file("log.txt").expect("written before"), b"before\n");
    let Progress::Done(outcome) = restored.resume(vec![(calls[0].id, Ok(HostValue::None))]) else {
        panic!("the run ends");
    };
    assert!(outcome.error.is_none(), "{outcome:?}");
    assert_eq!(outcome.output, "before\nafter one\ntwo\n");
    assert_eq!(
        restored.download_file("log.txt").expect("downloads"),
        b"before\nafter one\ntwo\n"
    );
    assert_eq!(original.download_file("log.txt").expect("unchanged"), b"before\n");
}

#[test]
fn a_filesystem_moves_from_interpreter_to_interpreter() {
    let mut holder = Interpreter::new();
    holder.upload_file("in.txt", b"hello".to_vec(), true).expect("uploads");
    let mut runner = garter_stdlib::interpreter();
    assert!(runner.replace_filesystem(holder.replace_filesystem(None)).is_none());
    assert!(holder.filesystem().is_none());
    let outcome = runner.run(
        "text = open('in.txt').read()\nopen('out.txt', 'w').write(text.upper())",
        "<test>",
    );
    assert!(outcome.error.is_none(), "{outcome:?}");
    holder.replace_filesystem(runner.replace_filesystem(None));
    assert_eq!(holder.download_file("out.txt").expect("downloads"), b"HELLO");
    let outcome = runner.run("open('in.txt')", "<test>");
    assert!(last_line(&outcome).starts_with("PermissionError: "), "{outcome:?}");
}
