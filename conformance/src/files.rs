//! Files for the cases that use the virtual filesystem: a case `NAME.py` may have a sibling
//! folder `NAME.files/` whose files are uploaded (writable, relative paths kept) into the
//! filesystem granted to the case before it runs, as `regen.py` copies them into the temporary
//! folder CPython runs the case in. And a listing of host folders (names, sizes, modification
//! times) to show that running such cases changed nothing on the host's disk.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// The suffix of a folder holding a case's files: never a case, nor searched for cases.
pub const FIXTURE_SUFFIX: &str = ".files";

/// Whether `dir` holds a case's files (`NAME.files`).
pub fn is_fixture_dir(dir: &Path) -> bool {
    dir.file_name()
        .is_some_and(|name| name.to_string_lossy().ends_with(FIXTURE_SUFFIX))
}

/// The folder of files that goes with the case at `case`, when there is one.
pub fn fixture_dir(case: &Path) -> Option<PathBuf> {
    let dir = case.with_extension(&FIXTURE_SUFFIX[1..]);
    dir.is_dir().then_some(dir)
}

/// The files under `dir`, by `/`-separated path relative to it, sorted. A symbolic link, or
/// anything else that is neither a file nor a folder, is refused: fixtures are plain files.
pub fn read_fixtures(dir: &Path) -> Result<Vec<(String, Vec<u8>)>, String> {
    let mut files = Vec::new();
    let mut pending = vec![(dir.to_path_buf(), String::new())];
    while let Some((folder, prefix)) = pending.pop() {
        let entries = std::fs::read_dir(&folder).map_err(|e| format!("cannot list {}: {e}", folder.display()))?;
        for entry in entries {
            let entry = entry.map_err(|e| format!("cannot list {}: {e}", folder.display()))?;
            let name = entry.file_name().to_string_lossy().into_owned();
            let relative = format!("{prefix}{name}");
            let kind = entry
                .file_type()
                .map_err(|e| format!("cannot read {}: {e}", entry.path().display()))?;
            if kind.is_dir() {
                pending.push((entry.path(), format!("{relative}/")));
            } else if kind.is_file() {
                let data =
                    std::fs::read(entry.path()).map_err(|e| format!("cannot read {}: {e}", entry.path().display()))?;
                files.push((relative, data));
            } else {
                return Err(format!("{} is not a plain file or folder", entry.path().display()));
            }
        }
    }
    files.sort();
    Ok(files)
}

/// Grants `interpreter` a filesystem holding the files that go with the case at `case`.
pub fn grant_with_fixtures(interpreter: &mut garter::Interpreter, case: &Path) -> Result<(), String> {
    interpreter.grant_filesystem();
    let Some(dir) = fixture_dir(case) else {
        return Ok(());
    };
    for (path, data) in read_fixtures(&dir)? {
        interpreter
            .upload_file(&path, data, false)
            .map_err(|e| format!("cannot upload the fixture {path}: {e}"))?;
    }
    Ok(())
}

/// What a listing records of one path: its size, modification time and whether it is a folder.
pub type Stamp = (u64, Option<SystemTime>, bool);

/// Every path under each of `roots`, down to `depth` levels (1: the roots' own entries), with
/// its [`Stamp`]. Symbolic links are recorded, not followed.
pub fn disk_listing(roots: &[(&Path, usize)]) -> BTreeMap<PathBuf, Stamp> {
    let mut listing = BTreeMap::new();
    for &(root, depth) in roots {
        let mut pending = vec![(root.to_path_buf(), depth)];
        while let Some((folder, left)) = pending.pop() {
            let Ok(entries) = std::fs::read_dir(&folder) else {
                continue;
            };
            for entry in entries.flatten() {
                let Ok(meta) = std::fs::symlink_metadata(entry.path()) else {
                    continue;
                };
                listing.insert(entry.path(), (meta.len(), meta.modified().ok(), meta.is_dir()));
                if meta.is_dir() && left > 1 {
                    pending.push((entry.path(), left - 1));
                }
            }
        }
    }
    listing
}

/// The paths that appeared, disappeared or changed between two listings, with what happened.
pub fn listing_changes(before: &BTreeMap<PathBuf, Stamp>, after: &BTreeMap<PathBuf, Stamp>) -> Vec<String> {
    let mut changes = Vec::new();
    for (path, stamp) in after {
        match before.get(path) {
            None => changes.push(format!("{} appeared", path.display())),
            Some(old) if old != stamp && !(old.2 && stamp.2) => changes.push(format!("{} changed", path.display())),
            Some(_) => {}
        }
    }
    for path in before.keys().filter(|path| !after.contains_key(*path)) {
        changes.push(format!("{} disappeared", path.display()));
    }
    changes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(test: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("garter-conformance-{test}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn fixtures_keep_their_relative_paths_and_reach_the_program_filesystem() {
        let root = scratch("fixtures");
        let case = root.join("report.py");
        let fixtures = root.join("report.files");
        std::fs::create_dir_all(fixtures.join("data/raw")).unwrap();
        std::fs::write(fixtures.join("notes.txt"), b"hello").unwrap();
        std::fs::write(fixtures.join("data/raw/sales.csv"), b"a,b\n").unwrap();
        assert!(is_fixture_dir(&fixtures));
        assert!(!is_fixture_dir(&root));
        assert_eq!(fixture_dir(&case), Some(fixtures.clone()));
        assert_eq!(fixture_dir(&root.join("other.py")), None);
        assert_eq!(
            read_fixtures(&fixtures).unwrap(),
            [
                ("data/raw/sales.csv".to_string(), b"a,b\n".to_vec()),
                ("notes.txt".to_string(), b"hello".to_vec())
            ]
        );

        let mut interpreter = garter::Interpreter::new();
        grant_with_fixtures(&mut interpreter, &case).unwrap();
        let listed: Vec<(String, bool)> = interpreter
            .list_files()
            .into_iter()
            .map(|file| (file.path, file.read_only))
            .collect();
        assert_eq!(
            listed,
            [
                ("data/raw/sales.csv".to_string(), false),
                ("notes.txt".to_string(), false)
            ]
        );
        assert_eq!(interpreter.download_file("data/raw/sales.csv").unwrap(), b"a,b\n");

        let mut bare = garter::Interpreter::new();
        grant_with_fixtures(&mut bare, &root.join("other.py")).unwrap();
        assert!(bare.filesystem().is_some());
        assert_eq!(bare.list_files(), []);

        std::os::unix::fs::symlink(root.join("case.py"), fixtures.join("link")).unwrap();
        assert!(read_fixtures(&fixtures)
            .unwrap_err()
            .ends_with("is not a plain file or folder"));
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn listings_show_what_changed_on_disk() {
        let root = scratch("listing");
        std::fs::create_dir_all(root.join("sub/deep")).unwrap();
        std::fs::write(root.join("sub/deep/kept.txt"), b"1").unwrap();
        std::fs::write(root.join("gone.txt"), b"1").unwrap();
        let before = disk_listing(&[(&root, 8)]);
        assert!(before.contains_key(&root.join("sub/deep/kept.txt")));
        assert!(!disk_listing(&[(&root, 1)]).contains_key(&root.join("sub/deep")));
        assert_eq!(
            listing_changes(&before, &disk_listing(&[(&root, 8)])),
            Vec::<String>::new()
        );

        std::fs::write(root.join("sub/deep/new.txt"), b"1").unwrap();
        std::fs::write(root.join("sub/deep/kept.txt"), b"22").unwrap();
        std::fs::remove_file(root.join("gone.txt")).unwrap();
        let changes = listing_changes(&before, &disk_listing(&[(&root, 8)]));
        assert_eq!(
            changes,
            [
                format!("{} changed", root.join("sub/deep/kept.txt").display()),
                format!("{} appeared", root.join("sub/deep/new.txt").display()),
                format!("{} disappeared", root.join("gone.txt").display()),
            ]
        );
        std::fs::remove_dir_all(&root).unwrap();
    }
}
