//! The virtual filesystem a host may grant a sandbox: directories and files held in memory by
//! the interpreter, never touching the host's disk. The host uploads, downloads, lists and
//! empties it ([`VirtualFs`]'s host methods, surfaced on `Interpreter`); programs reach it
//! through `open()`, `os`, `pathlib` and friends, whose natives call the program-side methods
//! in `ops.rs`. Paths are normalized inside the filesystem's own root (`path.rs`), and errors
//! carry POSIX errno values (`error.rs`) that become CPython's `OSError` subclasses.
//!
//! The filesystem is program state: a snapshot carries it. Its bytes (file contents plus a
//! fixed cost per entry) count against the memory limit, and an optional quota bounds them.

mod error;
mod ops;
pub mod path;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

pub use error::FsError;
pub use ops::{OpenMode, Stat};

/// Bytes each file or directory costs besides its contents and its path.
const ENTRY_COST: usize = 128;

/// What a path names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Entry {
    /// A file, by its id in [`VirtualFs::files`].
    File(u64),
    Dir,
}

/// A file's contents and marks.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct FileData {
    data: Vec<u8>,
    /// Uploaded by the host as read-only: programs may read it, not change or remove it.
    read_only: bool,
    /// Created or changed by the program since the host last uploaded it.
    changed: bool,
    /// Counts changes, so readers holding decoded text know when it is stale.
    version: u64,
    /// Modification time in seconds since the epoch (0 without a granted clock).
    mtime: f64,
}

/// One file as the host sees it in a listing.
#[derive(Clone, Debug, PartialEq)]
pub struct FileInfo {
    /// The path from the filesystem's root, without a leading `/` (`out/report.md`).
    pub path: String,
    pub size: usize,
    pub read_only: bool,
    /// Whether the program created or changed the file since the host uploaded it.
    pub changed: bool,
}

/// An in-memory filesystem.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct VirtualFs {
    /// Every file and directory but the root, by normalized absolute path.
    entries: BTreeMap<String, Entry>,
    files: BTreeMap<u64, FileData>,
    next_id: u64,
    /// The working directory relative paths start from.
    cwd: String,
    /// Largest number of bytes the filesystem may hold, when the host set one.
    quota: Option<usize>,
    /// Bytes held: contents plus [`ENTRY_COST`] and the path of each entry.
    bytes: usize,
}

impl Default for VirtualFs {
    fn default() -> VirtualFs {
        VirtualFs::new()
    }
}

impl VirtualFs {
    /// An empty filesystem whose working directory is its root.
    pub fn new() -> VirtualFs {
        VirtualFs {
            entries: BTreeMap::new(),
            files: BTreeMap::new(),
            next_id: 1,
            cwd: "/".to_string(),
            quota: None,
            bytes: 0,
        }
    }

    /// Bytes the filesystem holds, as counted against the memory limit and the quota.
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    /// The quota on [`VirtualFs::bytes`], if any.
    pub fn quota(&self) -> Option<usize> {
        self.quota
    }

    /// Sets (or lifts) the quota; it applies to later writes.
    pub fn set_quota(&mut self, quota: Option<usize>) {
        self.quota = quota;
    }

    /// Stores `data` at `path` (from the root; missing directories are made), replacing a file
    /// there. `read_only` files can be read by programs but not changed or removed.
    pub fn upload(&mut self, path: &str, data: Vec<u8>, read_only: bool) -> Result<(), FsError> {
        let abs = host_path(path)?;
        if abs == "/" {
            return Err(FsError::IsADirectory);
        }
        let mut dir = String::new();
        let parent = path::parent(&abs).to_string();
        for part in parent.split('/').filter(|p| !p.is_empty()) {
            dir.push('/');
            dir.push_str(part);
            match self.entries.get(&dir) {
                Some(Entry::Dir) => {}
                Some(Entry::File(_)) => return Err(FsError::NotADirectory),
                None => self.add_entry(dir.clone(), Entry::Dir),
            }
        }
        let id = match self.entries.get(&abs) {
            Some(Entry::Dir) => return Err(FsError::IsADirectory),
            Some(Entry::File(id)) => *id,
            None => {
                let id = self.new_file();
                self.add_entry(abs, Entry::File(id));
                id
            }
        };
        let file = self.files.get_mut(&id).ok_or(FsError::BadHandle)?;
        self.bytes = self.bytes - file.data.len() + data.len();
        file.data = data;
        file.read_only = read_only;
        file.changed = false;
        file.version += 1;
        Ok(())
    }

    /// The contents of the file at `path` (from the root).
    pub fn download(&self, path: &str) -> Result<&[u8], FsError> {
        let abs = host_path(path)?;
        match self.entries.get(&abs) {
            Some(Entry::File(id)) => Ok(&self.files[id].data),
            Some(Entry::Dir) => Err(FsError::IsADirectory),
            None if abs == "/" => Err(FsError::IsADirectory),
            None => Err(FsError::NotFound),
        }
    }

    /// Every file, sorted by path.
    pub fn list(&self) -> Vec<FileInfo> {
        self.entries
            .iter()
            .filter_map(|(path, entry)| match entry {
                Entry::File(id) => {
                    let file = &self.files[id];
                    Some(FileInfo {
                        path: path[1..].to_string(),
                        size: file.data.len(),
                        read_only: file.read_only,
                        changed: file.changed,
                    })
                }
                Entry::Dir => None,
            })
            .collect()
    }

    /// Empties the filesystem (the quota stays; the working directory goes back to the root).
    pub fn clear(&mut self) {
        let quota = self.quota;
        *self = VirtualFs::new();
        self.quota = quota;
    }

    fn new_file(&mut self) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        self.files.insert(
            id,
            FileData {
                data: Vec::new(),
                read_only: false,
                changed: false,
                version: 0,
                mtime: 0.0,
            },
        );
        id
    }

    fn add_entry(&mut self, path: String, entry: Entry) {
        self.bytes += ENTRY_COST + path.len();
        self.entries.insert(path, entry);
    }

    fn drop_entry(&mut self, path: &str) -> Option<Entry> {
        let entry = self.entries.remove(path)?;
        self.bytes -= ENTRY_COST + path.len();
        if let Entry::File(id) = entry {
            if let Some(file) = self.files.remove(&id) {
                self.bytes -= file.data.len();
            }
        }
        Some(entry)
    }
}

impl VirtualFs {
    /// The first inconsistency in a filesystem read back from a snapshot, if any: every entry
    /// normalized with its parent a directory, every file named by exactly one entry, the byte
    /// count right and the working directory a directory.
    pub fn check_consistency(&self) -> Result<(), String> {
        let mut named = std::collections::BTreeSet::new();
        let mut bytes = 0usize;
        for (path, entry) in &self.entries {
            if path == "/" || path::resolve("/", path).ok().as_deref() != Some(path.as_str()) {
                return Err(format!("filesystem path {path:?} is not normalized"));
            }
            let parent = path::parent(path);
            if parent != "/" && self.entries.get(parent) != Some(&Entry::Dir) {
                return Err(format!("filesystem path {path:?} has no directory above it"));
            }
            bytes = bytes.saturating_add(ENTRY_COST + path.len());
            if let Entry::File(id) = entry {
                let Some(file) = self.files.get(id) else {
                    return Err(format!("filesystem path {path:?} names a missing file"));
                };
                if !named.insert(*id) || *id >= self.next_id {
                    return Err(format!("filesystem file id {id} is named twice or out of range"));
                }
                bytes = bytes.saturating_add(file.data.len());
            }
        }
        if named.len() != self.files.len() {
            return Err("filesystem holds files no path names".to_string());
        }
        if bytes != self.bytes {
            return Err("filesystem byte count is wrong".to_string());
        }
        if self.cwd != "/" && self.entries.get(&self.cwd) != Some(&Entry::Dir) {
            return Err("filesystem working directory is not a directory".to_string());
        }
        Ok(())
    }
}

/// A path the host gives, from the root whether or not it starts with `/`.
fn host_path(path: &str) -> Result<String, FsError> {
    path::resolve("/", path).map_err(|_| FsError::NulByte)
}

#[cfg(test)]
mod tests;
