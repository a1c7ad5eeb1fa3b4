//! The files of a session: the in-memory filesystem a host may grant its programs, with files the
//! host uploads before a run and downloads after it. Each method forwards to the interpreter's
//! (`garter::Interpreter::upload_file` and friends); the filesystem is session state, so
//! [`Session::dump`] writes it and [`Session::load`] brings it back.

use garter::{FileInfo, FsError, VirtualFs};

use super::Session;

impl Session {
    /// Grants programs an in-memory filesystem, empty at first (one already granted stays as it
    /// is). Without one, `open()` and `os` raise `PermissionError`.
    pub fn grant_filesystem(&mut self) {
        self.interpreter.grant_filesystem();
    }

    /// The filesystem, when one was granted.
    pub fn filesystem(&self) -> Option<&VirtualFs> {
        self.interpreter.filesystem()
    }

    /// Stores `data` at `path` of the filesystem (from its root; directories on the way are
    /// made), granting a filesystem if there is none. A `read_only` file can be read by programs
    /// but not changed or removed. Files count against the memory limit: an upload that would
    /// pass it is refused with [`FsError::OverMemoryLimit`].
    pub fn upload_file(&mut self, path: &str, data: Vec<u8>, read_only: bool) -> Result<(), FsError> {
        self.interpreter.upload_file(path, data, read_only)
    }

    /// The contents of the file at `path` (from the filesystem's root).
    pub fn download_file(&self, path: &str) -> Result<Vec<u8>, FsError> {
        self.interpreter.download_file(path)
    }

    /// Every file, sorted by path, with its size, whether it is read-only and whether programs
    /// created or changed it since the host uploaded it.
    pub fn list_files(&self) -> Vec<FileInfo> {
        self.interpreter.list_files()
    }

    /// Empties the filesystem: what programs wrote is gone unless the host downloaded it.
    pub fn cleanup_files(&mut self) {
        self.interpreter.cleanup_files();
    }

    /// Puts `filesystem` in place of the session's (`None` takes the grant away) and returns the
    /// one it had.
    pub fn replace_filesystem(&mut self, filesystem: Option<VirtualFs>) -> Option<VirtualFs> {
        self.interpreter.replace_filesystem(filesystem)
    }

    /// Bounds the bytes the filesystem may hold (`None` lifts the bound), granting a filesystem
    /// if there is none; a program writing past it gets `OSError: [Errno 28] No space left on
    /// device`.
    pub fn set_file_quota(&mut self, quota: Option<usize>) {
        self.interpreter.set_file_quota(quota);
    }
}
