//! gzip and zipfile over the virtual filesystem a host grants: files written and read back in
//! binary and text modes, archives of files and directories, and extraction that keeps members
//! with `..` or absolute names inside the target directory. The expected outputs are CPython
//! 3.11's, run in an empty temporary directory.

use garter::Interpreter;

fn with_filesystem() -> Interpreter {
    let mut interpreter = garter_stdlib::interpreter();
    interpreter.grant_filesystem();
    interpreter
}

fn run(interpreter: &mut Interpreter, source: &str) -> String {
    let outcome = interpreter.run(source, "<test>");
    assert_eq!(outcome.error.map(|e| e.last_line()), None, "{}", outcome.output);
    outcome.output
}

#[test]
fn gzip_files_are_written_and_read_in_binary_and_text_modes() {
    let source = r#"
import gzip
with gzip.open("data.txt.gz", "wb") as f:
    f.write(b"alpha\nbeta\n")
raw = open("data.txt.gz", "rb").read()
print(raw[:3], raw[3], raw[8:10], raw[10:19])
with gzip.open("data.txt.gz", "rt", encoding="utf-8") as f:
    print(f.read())
with gzip.open("t.gz", "wt") as f:
    print(f.write("héllo\nwörld\n"), type(f).__name__)
with gzip.open("t.gz", "at") as f:
    f.write("more\n")
with gzip.open("t.gz", "rt") as f:
    print(list(f))
with gzip.open("t.gz") as f:
    print(f.read(3), f.tell(), f.seek(8), f.read(), f.name)
try:
    gzip.open("t.gz", "xb")
except Exception as e:
    print(type(e).__name__, e)
"#;
    let mut interpreter = with_filesystem();
    let expected = "b'\\x1f\\x8b\\x08' 8 b'\\x02\\xff' b'data.txt\\x00'\nalpha\nbeta\n\n12 TextIOWrapper\n\
                    ['héllo\\n', 'wörld\\n', 'more\\n']\nb'h\\xc3\\xa9' 3 8 b'\\xc3\\xb6rld\\nmore\\n' t.gz\n\
                    FileExistsError [Errno 17] File exists: 't.gz'\n";
    assert_eq!(run(&mut interpreter, source), expected);
    let packed = interpreter.download_file("t.gz").expect("the program wrote t.gz");
    assert_eq!(&packed[..2], b"\x1f\x8b");
}

#[test]
fn zip_archives_of_files_extract_inside_their_target() {
    let source = r#"
import os, zipfile
os.makedirs("src/sub")
with open("src/a.txt", "w") as f: f.write("A" * 100)
with open("src/sub/b.txt", "w") as f: f.write("bee\n")
with zipfile.ZipFile("out.zip", "w", zipfile.ZIP_DEFLATED) as zf:
    zf.write("src/a.txt")
    zf.write("src/sub/b.txt", "b.txt")
    zf.writestr("../../evil.txt", "x")
    zf.writestr("/abs/path.txt", "y")
    zf.write("src/sub")
with zipfile.ZipFile("out.zip") as zf:
    print(zf.namelist())
    print([(i.filename, i.file_size, i.CRC, i.compress_type) for i in zf.infolist()])
    zf.extractall("dest")
    print(zf.extract("b.txt", "dest2"))
    print(zf.extract("../../evil.txt", "dest2"))
for root, dirs, files in sorted(os.walk("dest")):
    print(root, sorted(dirs), sorted(files))
print(sorted(os.listdir(".")), zipfile.is_zipfile("out.zip"), zipfile.is_zipfile("src/a.txt"))
with zipfile.ZipFile("out.zip", "a") as zf:
    zf.writestr("added.txt", b"new")
with zipfile.ZipFile("out.zip") as zf:
    print(zf.namelist(), zf.read("added.txt"), zf.testzip())
"#;
    let mut interpreter = with_filesystem();
    let expected = "['src/a.txt', 'b.txt', '../../evil.txt', '/abs/path.txt', 'src/sub/']\n\
                    [('src/a.txt', 100, 2509749389, 8), ('b.txt', 4, 103325603, 8), ('../../evil.txt', 1, 2363233923, 8), ('/abs/path.txt', 1, 4225443349, 8), ('src/sub/', 0, 0, 0)]\n\
                    dest2/b.txt\ndest2/evil.txt\n\
                    dest ['abs', 'src'] ['b.txt', 'evil.txt']\ndest/abs [] ['path.txt']\n\
                    dest/src ['sub'] ['a.txt']\ndest/src/sub [] []\n\
                    ['dest', 'dest2', 'out.zip', 'src'] True False\n\
                    ['src/a.txt', 'b.txt', '../../evil.txt', '/abs/path.txt', 'src/sub/', 'added.txt'] b'new' None\n";
    assert_eq!(run(&mut interpreter, source), expected);
    let mut paths: Vec<String> = interpreter.list_files().into_iter().map(|f| f.path).collect();
    paths.sort();
    let expected_files = [
        "dest/abs/path.txt",
        "dest/b.txt",
        "dest/evil.txt",
        "dest/src/a.txt",
        "dest2/b.txt",
        "dest2/evil.txt",
        "out.zip",
        "src/a.txt",
        "src/sub/b.txt",
    ];
    assert_eq!(paths, expected_files);
    assert_eq!(interpreter.download_file("dest/abs/path.txt").expect("extracted"), b"y");
}
