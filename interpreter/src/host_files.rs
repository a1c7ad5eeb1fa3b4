//! The host's side of the virtual filesystem on an [`Interpreter`]: granting it, uploading,
//! downloading, listing and emptying files, and the quota. Programs see it through `open()`,
//! `os` and `pathlib`; without a grant those raise `PermissionError`.

use crate::vfs::{FileInfo, FsError, VirtualFs};
use crate::Interpreter;

impl Interpreter {
    /// Grants programs an in-memory filesystem (empty at first; one already granted stays).
    pub fn grant_filesystem(&mut self) -> &mut VirtualFs {
        self.vm.filesystem.get_or_insert_with(VirtualFs::new)
    }

    /// The filesystem, when one was granted.
    pub fn filesystem(&self) -> Option<&VirtualFs> {
        self.vm.filesystem.as_ref()
    }

    /// Stores `data` at `path` of the filesystem (granting one if needed; directories on the way
    /// are made). A `read_only` file can be read by programs but not changed or removed. Files
    /// count against the memory limit: an upload that would pass it is refused.
    pub fn upload_file(&mut self, path: &str, data: Vec<u8>, read_only: bool) -> Result<(), FsError> {
        let limit = self.vm.limits.max_memory.unwrap_or(usize::MAX);
        let heap = self.vm.heap.bytes();
        let fs = self.grant_filesystem();
        let replaced = fs.download(path).map_or(0, <[u8]>::len);
        let after = (fs.bytes() - replaced)
            .saturating_add(data.len())
            .saturating_add(path.len() + 128);
        if heap.saturating_add(after) > limit {
            return Err(FsError::OverMemoryLimit(limit));
        }
        fs.upload(path, data, read_only)?;
        self.vm.refresh_heap_limit();
        Ok(())
    }

    /// The contents of the file at `path`.
    pub fn download_file(&self, path: &str) -> Result<Vec<u8>, FsError> {
        match &self.vm.filesystem {
            Some(fs) => fs.download(path).map(<[u8]>::to_vec),
            None => Err(FsError::NotFound),
        }
    }

    /// Every file, sorted by path (none without a filesystem).
    pub fn list_files(&self) -> Vec<FileInfo> {
        self.vm.filesystem.as_ref().map(VirtualFs::list).unwrap_or_default()
    }

    /// Empties the filesystem: nothing the program wrote survives unless the host took it.
    pub fn cleanup_files(&mut self) {
        if let Some(fs) = &mut self.vm.filesystem {
            fs.clear();
        }
        self.vm.refresh_heap_limit();
    }

    /// Puts `filesystem` in place of the interpreter's (`None` takes the grant away) and returns
    /// the one it had: how a host moves one set of files from interpreter to interpreter.
    pub fn replace_filesystem(&mut self, filesystem: Option<VirtualFs>) -> Option<VirtualFs> {
        let old = std::mem::replace(&mut self.vm.filesystem, filesystem);
        self.vm.refresh_heap_limit();
        old
    }

    /// Bounds the bytes the filesystem may hold (contents plus a small cost per entry); writing
    /// past it raises `OSError: [Errno 28] No space left on device`. Grants a filesystem.
    pub fn set_file_quota(&mut self, quota: Option<usize>) {
        self.grant_filesystem().set_quota(quota);
    }
}
