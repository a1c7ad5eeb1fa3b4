//! `pathlib`, `glob`, `shutil` and `fnmatch` as a host sees them: without a granted filesystem
//! every file operation raises `PermissionError` naming the function that needed it (pure path
//! arithmetic and matching still work), and with one the files a host uploads are found, copied
//! and moved, and what the program writes is what the host downloads.

use garter::{Interpreter, RunOutcome};

fn last_line(outcome: &RunOutcome) -> String {
    outcome.error.as_ref().map(|e| e.last_line()).unwrap_or_default()
}

#[test]
fn without_a_filesystem_each_operation_names_what_needed_it() {
    let missing = "needs a filesystem, but this sandbox has none (the host has not granted one)";
    for (source, what) in [
        ("from pathlib import Path\nPath('a.txt').exists()", "os.stat()"),
        ("from pathlib import Path\nPath('a.txt').read_text()", "open()"),
        ("from pathlib import Path\nlist(Path('.').glob('*.csv'))", "os.stat()"),
        ("from pathlib import Path\nlist(Path('.').iterdir())", "os.listdir()"),
        ("from pathlib import Path\nPath('x').mkdir(parents=True)", "os.mkdir()"),
        ("from pathlib import Path\nPath.cwd()", "os.getcwd()"),
        ("import glob\nglob.glob('*.csv')", "os.listdir()"),
        ("import glob\nglob.glob('**', recursive=True)", "os.listdir()"),
        ("import glob\nglob.glob('data.csv')", "os.path.lexists()"),
        ("import shutil\nshutil.copyfile('a', 'b')", "open()"),
        ("import shutil\nshutil.rmtree('a')", "os.lstat()"),
        ("import shutil\nshutil.move('a', 'b')", "os.path.isdir()"),
    ] {
        let outcome = garter_stdlib::interpreter().run(source, "<test>");
        assert_eq!(
            last_line(&outcome),
            format!("PermissionError: {what} {missing}"),
            "{source}"
        );
    }
}

#[test]
fn pure_paths_and_matching_need_no_filesystem() {
    let source = "from pathlib import PurePath, Path\nimport fnmatch\n\
                  p = Path('data') / 'raw' / 'sales.csv.gz'\n\
                  print(p, p.suffixes, p.parent.name, p.with_suffix('').name, p.match('raw/*.gz'))\n\
                  print(PurePath('/a/b').relative_to('/a'), fnmatch.filter(['x.py', 'y.txt'], '*.py'))\n";
    let outcome = garter_stdlib::interpreter().run(source, "<test>");
    assert_eq!(outcome.error, None);
    assert_eq!(
        outcome.output,
        "data/raw/sales.csv.gz ['.csv', '.gz'] raw sales.csv True\nb ['x.py']\n"
    );
}

fn with_uploads(files: &[(&str, &str)]) -> Interpreter {
    let mut interpreter = garter_stdlib::interpreter();
    for (path, text) in files {
        interpreter
            .upload_file(path, text.as_bytes().to_vec(), false)
            .expect("uploads");
    }
    interpreter
}

#[test]
fn uploaded_files_are_globbed_copied_moved_and_downloaded() {
    let mut interpreter = with_uploads(&[
        ("data/2024/jan.csv", "a\n1\n"),
        ("data/2024/feb.csv", "a\n2\n"),
        ("data/notes.txt", "n"),
    ]);
    let source = "import glob, shutil\nfrom pathlib import Path\n\
                  print(sorted(glob.glob('data/**/*.csv', recursive=True)))\n\
                  print(sorted(p.name for p in Path('data').rglob('*.csv')))\n\
                  shutil.copytree('data', 'backup', ignore=shutil.ignore_patterns('*.txt'))\n\
                  Path('out').mkdir()\n\
                  shutil.move('backup/2024/jan.csv', 'out/january.csv')\n\
                  total = sum(int(p.read_text().split()[1]) for p in Path('data').glob('*/*.csv'))\n\
                  Path('out/total.txt').write_text(f'{total}\\n')\n\
                  shutil.rmtree('backup')\n";
    let outcome = interpreter.run(source, "<test>");
    assert_eq!(outcome.error, None);
    assert_eq!(
        outcome.output,
        "['data/2024/feb.csv', 'data/2024/jan.csv']\n['feb.csv', 'jan.csv']\n"
    );
    let listed: Vec<String> = interpreter.list_files().into_iter().map(|f| f.path).collect();
    assert_eq!(
        listed,
        [
            "data/2024/feb.csv",
            "data/2024/jan.csv",
            "data/notes.txt",
            "out/january.csv",
            "out/total.txt"
        ]
    );
    assert_eq!(interpreter.download_file("out/total.txt").unwrap(), b"3\n");
    assert_eq!(interpreter.download_file("out/january.csv").unwrap(), b"a\n1\n");
}

#[test]
fn read_only_uploads_refuse_removal_through_shutil_and_pathlib() {
    let mut interpreter = garter_stdlib::interpreter();
    interpreter
        .upload_file("in/data.csv", b"x".to_vec(), true)
        .expect("uploads");
    let source = "import shutil\nfrom pathlib import Path\n\
                  calls = []\n\
                  shutil.rmtree('in', onerror=lambda f, p, e: calls.append((f.__name__, p, type(e[1]).__name__)))\n\
                  print(calls)\n\
                  print(shutil.copy('in/data.csv', 'copy.csv'), Path('copy.csv').read_text())\n\
                  Path('copy.csv').unlink()\n\
                  Path('in/data.csv').unlink()\n";
    let outcome = interpreter.run(source, "<test>");
    assert_eq!(
        outcome.output,
        "[('unlink', 'in/data.csv', 'PermissionError'), ('rmdir', 'in', 'OSError')]\ncopy.csv x\n"
    );
    assert!(last_line(&outcome).starts_with("PermissionError: "), "{outcome:?}");
    assert_eq!(interpreter.download_file("in/data.csv").unwrap(), b"x");
}
