//! The virtual filesystem's own rules: POSIX errors, byte counts, quotas, renames.

use super::*;

fn write_mode() -> OpenMode {
    OpenMode {
        write: true,
        create: true,
        exclusive: false,
        truncate: true,
    }
}

#[test]
fn uploads_make_their_directories_and_list_sorted() {
    let mut fs = VirtualFs::new();
    fs.upload("data/b.csv", b"x,y\n".to_vec(), true).unwrap();
    fs.upload("/a.txt", b"hi".to_vec(), false).unwrap();
    let listed: Vec<String> = fs.list().into_iter().map(|f| f.path).collect();
    assert_eq!(listed, ["a.txt", "data/b.csv"]);
    assert_eq!(fs.list_dir("/").unwrap(), ["a.txt", "data"]);
    assert_eq!(fs.download("data/b.csv").unwrap(), b"x,y\n");
    assert_eq!(fs.download("missing"), Err(FsError::NotFound));
    assert_eq!(fs.download("data"), Err(FsError::IsADirectory));
    assert_eq!(fs.upload("/", Vec::new(), false), Err(FsError::IsADirectory));
}

#[test]
fn read_only_files_refuse_changes() {
    let mut fs = VirtualFs::new();
    fs.upload("in.csv", b"1".to_vec(), true).unwrap();
    assert_eq!(fs.open("/in.csv", write_mode(), 0.0), Err(FsError::ReadOnly));
    assert_eq!(fs.remove_file("/in.csv"), Err(FsError::ReadOnly));
    assert_eq!(fs.rename("/in.csv", "/out.csv"), Err(FsError::ReadOnly));
    let id = fs.open("/in.csv", OpenMode::default(), 0.0).unwrap();
    assert_eq!(fs.contents(id).unwrap(), b"1");
}

#[test]
fn writes_count_bytes_and_respect_the_quota() {
    let mut fs = VirtualFs::new();
    fs.set_quota(Some(200));
    let id = fs.open("/out.txt", write_mode(), 0.0).unwrap();
    let base = fs.bytes();
    assert_eq!(base, ENTRY_COST + "/out.txt".len());
    assert_eq!(fs.write_at(id, 0, b"hello", 0.0).unwrap(), 5);
    assert_eq!(fs.bytes(), base + 5);
    assert_eq!(fs.write_at(id, 3, b"p!", 0.0).unwrap(), 5);
    assert_eq!(fs.contents(id).unwrap(), b"help!");
    assert_eq!(fs.write_at(id, 5, &[b'x'; 200], 0.0), Err(FsError::NoSpace(200)));
    assert_eq!(fs.contents(id).unwrap(), b"help!");
    fs.truncate(id, 2, 0.0).unwrap();
    assert_eq!(fs.bytes(), base + 2);
    fs.remove_file("/out.txt").unwrap();
    assert_eq!(fs.bytes(), 0);
    assert_eq!(fs.contents(id), Err(FsError::BadHandle));
}

#[test]
fn directories_follow_posix() {
    let mut fs = VirtualFs::new();
    assert_eq!(fs.make_dir("/a/b"), Err(FsError::NotFound));
    fs.make_dir("/a").unwrap();
    fs.make_dir("/a/b").unwrap();
    assert_eq!(fs.make_dir("/a"), Err(FsError::Exists));
    let id = fs.open("/a/b/f", write_mode(), 0.0).unwrap();
    assert_eq!(fs.remove_dir("/a"), Err(FsError::NotEmpty));
    assert_eq!(fs.remove_file("/a"), Err(FsError::IsADirectory));
    assert_eq!(fs.open("/a/b/f/g", write_mode(), 0.0), Err(FsError::NotADirectory));
    assert_eq!(fs.rename("/a", "/a/b/c"), Err(FsError::InvalidMove));
    fs.rename("/a", "/z").unwrap();
    assert_eq!(fs.list_dir("/z/b").unwrap(), ["f"]);
    assert_eq!(fs.stat("/z/b/f").unwrap().id, id);
    assert_eq!(fs.remove_dir("/"), Err(FsError::Busy));
}

#[test]
fn the_working_directory_resolves_relative_paths() {
    let mut fs = VirtualFs::new();
    fs.make_dir("/work").unwrap();
    fs.chdir("work").unwrap();
    assert_eq!(fs.resolve("../x").unwrap(), "/x");
    assert_eq!(fs.resolve("y").unwrap(), "/work/y");
    assert_eq!(fs.chdir("/nope"), Err(FsError::NotFound));
    assert_eq!(fs.remove_dir("/work"), Err(FsError::Busy));
}

#[test]
fn clearing_keeps_the_quota() {
    let mut fs = VirtualFs::new();
    fs.set_quota(Some(10));
    fs.upload("a", b"1".to_vec(), false).unwrap();
    fs.clear();
    assert!(fs.list().is_empty());
    assert_eq!(fs.bytes(), 0);
    assert_eq!(fs.quota(), Some(10));
}

#[test]
fn a_trailing_slash_names_a_directory() {
    let mut fs = VirtualFs::new();
    fs.upload("f.txt", b"x".to_vec(), false).unwrap();
    fs.make_dir("/d").unwrap();
    assert_eq!(fs.resolve("f.txt/"), Err(FsError::NotADirectory));
    assert_eq!(fs.resolve("d/").unwrap(), "/d");
    assert_eq!(fs.resolve("missing/").unwrap(), "/missing");
    assert_eq!(fs.resolve_new_file("f.txt"), Ok("/f.txt".to_string()));
    assert_eq!(fs.resolve_new_file("f.txt/"), Err(FsError::IsADirectory));
    assert_eq!(fs.resolve_new_file("new/"), Err(FsError::IsADirectory));
    assert_eq!(fs.resolve_new_file("/"), Err(FsError::IsADirectory));
    assert_eq!(fs.resolve_new_file("missing/new/"), Err(FsError::NotFound));
    assert_eq!(fs.resolve_new_file("f.txt/new/"), Err(FsError::NotADirectory));
}

#[test]
fn a_listing_skips_what_lies_below_each_subdirectory() {
    let mut fs = VirtualFs::new();
    for path in ["a/x/deep/file", "a/y", "a.txt", "a0", "a/x.txt", "b", "a/x0/z"] {
        fs.upload(path, Vec::new(), false).unwrap();
    }
    fs.make_dir("/a/empty").unwrap();
    assert_eq!(fs.list_dir("/").unwrap(), ["a", "a.txt", "a0", "b"]);
    assert_eq!(fs.list_dir("/a").unwrap(), ["empty", "x", "x.txt", "x0", "y"]);
    assert_eq!(fs.list_dir("/a/x").unwrap(), ["deep"]);
    assert!(fs.list_dir("/a/empty").unwrap().is_empty());
}
