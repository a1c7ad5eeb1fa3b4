//! What programs do to the virtual filesystem: resolve paths from the working directory, look
//! up, list, make and remove directories, open, read, write, truncate and rename files. Each
//! refuses what POSIX would refuse, with the same errno; reading and writing address a file by
//! the id `open` returned, so an open file follows a rename.

use super::path::{self, PathError};
use super::{Entry, FileData, FsError, VirtualFs, ENTRY_COST};

/// How `open` treats the path (from the mode string `r`, `w`, `a`, `x`, `+`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OpenMode {
    pub write: bool,
    pub create: bool,
    pub exclusive: bool,
    pub truncate: bool,
}

/// What `os.stat` reports.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stat {
    pub is_dir: bool,
    pub size: usize,
    pub mtime: f64,
    /// The file's id (0 for a directory), as `st_ino`.
    pub id: u64,
    pub read_only: bool,
}

impl VirtualFs {
    /// The normalized absolute form of a program's `path` (an empty path names nothing; a
    /// trailing slash names a directory, so after a file's name it is ENOTDIR).
    pub fn resolve(&self, path: &str) -> Result<String, FsError> {
        if path.is_empty() {
            return Err(FsError::NotFound);
        }
        let abs = path::resolve(&self.cwd, path).map_err(|PathError::NulByte| FsError::NulByte)?;
        if path.ends_with('/') && matches!(self.entry(&abs), Some(Entry::File(_))) {
            return Err(FsError::NotADirectory);
        }
        Ok(abs)
    }

    /// [`resolve`](Self::resolve) for a path a file may be created at: as on Linux, a name with a
    /// trailing slash cannot become a file (EISDIR), unless the directory to hold it is missing.
    pub fn resolve_new_file(&self, path: &str) -> Result<String, FsError> {
        let name = path.trim_end_matches('/');
        if name.len() == path.len() {
            return self.resolve(path);
        }
        if !name.is_empty() {
            let abs = self.resolve(name)?;
            self.require_dir(path::parent(&abs))?;
        }
        Err(FsError::IsADirectory)
    }

    /// The working directory.
    pub fn cwd(&self) -> &str {
        &self.cwd
    }

    /// Changes the working directory to `path` (an existing directory).
    pub fn chdir(&mut self, path: &str) -> Result<(), FsError> {
        let abs = self.resolve(path)?;
        self.require_dir(&abs)?;
        self.cwd = abs;
        Ok(())
    }

    fn entry(&self, abs: &str) -> Option<Entry> {
        if abs == "/" {
            Some(Entry::Dir)
        } else {
            self.entries.get(abs).copied()
        }
    }

    /// Why nothing is at `abs`: a file where a directory on the way should be, or nothing.
    fn missing(&self, abs: &str) -> FsError {
        let mut dir = path::parent(abs);
        while dir != "/" {
            if let Some(Entry::File(_)) = self.entries.get(dir) {
                return FsError::NotADirectory;
            }
            dir = path::parent(dir);
        }
        FsError::NotFound
    }

    fn lookup(&self, abs: &str) -> Result<Entry, FsError> {
        self.entry(abs).ok_or_else(|| self.missing(abs))
    }

    fn require_dir(&self, abs: &str) -> Result<(), FsError> {
        match self.lookup(abs)? {
            Entry::Dir => Ok(()),
            Entry::File(_) => Err(FsError::NotADirectory),
        }
    }

    /// The directory that is to hold a new entry at `abs`.
    fn require_parent(&self, abs: &str) -> Result<(), FsError> {
        self.require_dir(path::parent(abs))
    }

    /// What is at `abs` (a resolved path).
    pub fn stat(&self, abs: &str) -> Result<Stat, FsError> {
        match self.lookup(abs)? {
            Entry::Dir => Ok(Stat {
                is_dir: true,
                size: 4096,
                mtime: 0.0,
                id: 0,
                read_only: false,
            }),
            Entry::File(id) => {
                let file = &self.files[&id];
                Ok(Stat {
                    is_dir: false,
                    size: file.data.len(),
                    mtime: file.mtime,
                    id,
                    read_only: file.read_only,
                })
            }
        }
    }

    /// The names in the directory `abs`, sorted.
    pub fn list_dir(&self, abs: &str) -> Result<Vec<String>, FsError> {
        self.require_dir(abs)?;
        let prefix = path::child_prefix(abs);
        let mut names = Vec::new();
        let mut from = prefix.clone();
        // Each subdirectory's entries are one run of keys (`name/...`, before `name0`, as `0`
        // follows `/`): the scan jumps over each run, so a listing costs its own entries, not
        // the whole subtree below it.
        'runs: loop {
            for (key, _) in self.entries.range(from.clone()..) {
                let Some(rest) = key.strip_prefix(prefix.as_str()) else {
                    break 'runs;
                };
                if let Some(slash) = rest.find('/') {
                    from = format!("{prefix}{}0", &rest[..slash]);
                    continue 'runs;
                }
                names.push(rest.to_string());
            }
            break;
        }
        Ok(names)
    }

    /// Makes the directory `abs` (its parent must exist).
    pub fn make_dir(&mut self, abs: &str) -> Result<(), FsError> {
        if self.entry(abs).is_some() {
            return Err(FsError::Exists);
        }
        self.require_parent(abs)?;
        self.check_room(ENTRY_COST + abs.len())?;
        self.add_entry(abs.to_string(), Entry::Dir);
        Ok(())
    }

    /// Removes the file `abs`.
    pub fn remove_file(&mut self, abs: &str) -> Result<(), FsError> {
        match self.lookup(abs)? {
            Entry::Dir => Err(FsError::IsADirectory),
            Entry::File(id) if self.files[&id].read_only => Err(FsError::ReadOnly),
            Entry::File(_) => {
                self.drop_entry(abs);
                Ok(())
            }
        }
    }

    /// Removes the empty directory `abs`.
    pub fn remove_dir(&mut self, abs: &str) -> Result<(), FsError> {
        self.require_dir(abs)?;
        if abs == "/" || path::is_within(&self.cwd, abs) {
            return Err(FsError::Busy);
        }
        if !self.list_dir(abs)?.is_empty() {
            return Err(FsError::NotEmpty);
        }
        self.drop_entry(abs);
        Ok(())
    }

    /// Moves `from` to `to`, replacing a file (or an empty directory, for a directory) there, as
    /// POSIX `rename` does.
    pub fn rename(&mut self, from: &str, to: &str) -> Result<(), FsError> {
        let moved = self.lookup(from)?;
        self.require_parent(to)?;
        if from == "/" || to == "/" {
            return Err(FsError::Busy);
        }
        if from == to {
            return Ok(());
        }
        if let Entry::File(id) = moved {
            if self.files[&id].read_only {
                return Err(FsError::ReadOnly);
            }
        }
        match (moved, self.entry(to)) {
            (Entry::Dir, _) if path::is_within(to, from) => return Err(FsError::InvalidMove),
            (Entry::Dir, Some(Entry::File(_))) => return Err(FsError::NotADirectory),
            (Entry::File(_), Some(Entry::Dir)) => return Err(FsError::IsADirectory),
            (Entry::Dir, Some(Entry::Dir)) if !self.list_dir(to)?.is_empty() => return Err(FsError::NotEmpty),
            (_, Some(Entry::File(id))) if self.files[&id].read_only => return Err(FsError::ReadOnly),
            (_, Some(_)) => {
                self.drop_entry(to);
            }
            (_, None) => {}
        }
        let prefix = path::child_prefix(from);
        let mut moving: Vec<String> = vec![from.to_string()];
        moving.extend(
            self.entries
                .range(prefix.clone()..)
                .take_while(|(p, _)| p.starts_with(&prefix))
                .map(|(p, _)| p.clone()),
        );
        for old in moving {
            if let Some(entry) = self.entries.remove(&old) {
                let new = format!("{to}{}", &old[from.len()..]);
                self.bytes = self.bytes - old.len() + new.len();
                if let Entry::File(id) = entry {
                    if let Some(file) = self.files.get_mut(&id) {
                        file.changed = true;
                    }
                }
                self.entries.insert(new, entry);
            }
        }
        Ok(())
    }

    /// Opens the file `abs` as `mode` says, making or emptying it; its id.
    pub fn open(&mut self, abs: &str, mode: OpenMode, mtime: f64) -> Result<u64, FsError> {
        match self.entry(abs) {
            Some(Entry::Dir) => Err(FsError::IsADirectory),
            Some(Entry::File(_)) if mode.exclusive => Err(FsError::Exists),
            Some(Entry::File(id)) => {
                let file = &self.files[&id];
                if mode.write && file.read_only {
                    return Err(FsError::ReadOnly);
                }
                if mode.truncate {
                    self.truncate(id, 0, mtime)?;
                }
                Ok(id)
            }
            None if !mode.create => Err(self.missing(abs)),
            None => {
                self.require_parent(abs)?;
                self.check_room(ENTRY_COST + abs.len())?;
                let id = self.new_file();
                self.add_entry(abs.to_string(), Entry::File(id));
                let file = self.file_mut(id)?;
                file.changed = true;
                file.mtime = mtime;
                Ok(id)
            }
        }
    }

    fn file(&self, id: u64) -> Result<&FileData, FsError> {
        self.files.get(&id).ok_or(FsError::BadHandle)
    }

    fn file_mut(&mut self, id: u64) -> Result<&mut FileData, FsError> {
        self.files.get_mut(&id).ok_or(FsError::BadHandle)
    }

    /// The contents of file `id`.
    pub fn contents(&self, id: u64) -> Result<&[u8], FsError> {
        Ok(&self.file(id)?.data)
    }

    /// How many times file `id` has changed (so decoded copies of it know they are stale).
    pub fn version(&self, id: u64) -> Result<u64, FsError> {
        Ok(self.file(id)?.version)
    }

    /// Whether `more` bytes fit under the quota.
    pub fn check_room(&self, more: usize) -> Result<(), FsError> {
        match self.quota {
            Some(quota) if self.bytes.saturating_add(more) > quota => Err(FsError::NoSpace(quota)),
            _ => Ok(()),
        }
    }

    /// How many bytes writing `len` bytes at `pos` of file `id` adds.
    pub fn growth(&self, id: u64, pos: usize, len: usize) -> Result<usize, FsError> {
        Ok(pos.saturating_add(len).saturating_sub(self.file(id)?.data.len()))
    }

    /// Writes `data` at `pos` of file `id` (a gap before it reads as NUL bytes); the position
    /// after it.
    pub fn write_at(&mut self, id: u64, pos: usize, data: &[u8], mtime: f64) -> Result<usize, FsError> {
        let growth = self.growth(id, pos, data.len())?;
        self.check_room(growth)?;
        let file = self.file_mut(id)?;
        if file.read_only {
            return Err(FsError::ReadOnly);
        }
        let end = pos + data.len();
        if file.data.len() < end {
            file.data.resize(end, 0);
        }
        file.data[pos..end].copy_from_slice(data);
        file.changed = true;
        file.version += 1;
        file.mtime = mtime;
        self.bytes += growth;
        Ok(end)
    }

    /// Cuts or extends (with NUL bytes) file `id` to `size` bytes.
    pub fn truncate(&mut self, id: u64, size: usize, mtime: f64) -> Result<(), FsError> {
        let old = self.file(id)?.data.len();
        if size > old {
            self.check_room(size - old)?;
        }
        let file = self.file_mut(id)?;
        if file.read_only {
            return Err(FsError::ReadOnly);
        }
        file.data.resize(size, 0);
        file.data.shrink_to(size.max(64));
        file.changed = true;
        file.version += 1;
        file.mtime = mtime;
        self.bytes = self.bytes - old + size;
        Ok(())
    }
}
