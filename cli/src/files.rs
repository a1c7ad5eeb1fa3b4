//! The file flags of the commands that run a program: `--upload NAME=HOSTPATH` and
//! `--upload-readonly NAME=HOSTPATH` copy host files into the program's in-memory filesystem,
//! `--fs` grants an empty one, `--file-quota SIZE` bounds it, and `--download-dir DIR` writes
//! every file the program created or changed under DIR once the run is over (also when it
//! failed). Any of them grants the filesystem. The program never touches the host's disk: the
//! CLI alone reads the uploads and writes the downloads, and refuses any path that would leave
//! DIR (`..`, absolute paths, NUL bytes, symbolic links inside DIR).
//!
//! Writing the downloads is bounded by the run's deadline (`Deadline::for_downloads`): a writer
//! thread writes one file at a time (the smallest first), a chunk at a time, into a temporary
//! file it renames into place once whole, and stops when the deadline passes; the files not
//! written by then are reported. The bytes written are those of the changed files, at most what
//! the filesystem holds.

use std::io::{ErrorKind, Write};
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use garter_host_tools::Session;

use crate::deadline::Deadline;

/// How much of a file is written between two looks at the deadline.
const WRITE_CHUNK: usize = 1 << 20;
/// How long after the deadline the writer may take to report a file it was writing (it stops
/// at the deadline itself, unless a write to the disk blocks).
const WRITER_SLACK: Duration = Duration::from_millis(100);

/// `--upload`, `--upload-readonly`, `--fs` and `--file-quota`.
#[derive(clap::Args, Clone, Default)]
pub struct FileArgs {
    /// Copy the host file HOSTPATH into the program's filesystem at NAME, which may contain
    /// directories (repeatable).
    #[arg(long = "upload", value_name = "NAME=HOSTPATH")]
    upload: Vec<String>,
    /// The same, read-only for the program (repeatable).
    #[arg(long = "upload-readonly", value_name = "NAME=HOSTPATH")]
    upload_readonly: Vec<String>,
    /// Grant the program an in-memory filesystem even without uploads.
    #[arg(long)]
    fs: bool,
    /// Bytes the program's files may hold in all: 1048576, 64KiB, 16MiB (grants a filesystem).
    #[arg(long, value_name = "SIZE", value_parser = garter::limits::parse_size)]
    file_quota: Option<usize>,
}

/// `--download-dir`.
#[derive(clap::Args, Clone, Default)]
pub struct DownloadArgs {
    /// After the run, write every file the program created or changed under DIR (made if
    /// missing, with subdirectories), until the run's deadline; grants a filesystem.
    #[arg(long, value_name = "DIR")]
    download_dir: Option<PathBuf>,
}

/// One `NAME=HOSTPATH` of the command line.
struct Upload<'a> {
    flag: &'static str,
    name: &'a str,
    host_path: &'a str,
    read_only: bool,
}

impl FileArgs {
    /// Grants the session a filesystem if these flags (or `download`) ask for one, sets its quota
    /// and uploads the files. A message for stderr when a pair is malformed, a NAME is given
    /// twice, a host file cannot be read or an upload would pass the memory limit.
    pub fn apply(&self, session: &mut Session, download: &DownloadArgs) -> Result<(), String> {
        let uploads = self.uploads()?;
        if self.fs || download.download_dir.is_some() {
            session.grant_filesystem();
        }
        if let Some(quota) = self.file_quota {
            session.set_file_quota((quota > 0).then_some(quota));
        }
        let memory = session.interpreter().limits().max_memory;
        for upload in uploads {
            let size = std::fs::metadata(upload.host_path).map(|meta| meta.len());
            if let (Ok(size), Some(limit)) = (size, memory) {
                if size > limit as u64 {
                    return Err(format!(
                        "{} {}: {}",
                        upload.flag,
                        upload.name,
                        garter::FsError::OverMemoryLimit(limit)
                    ));
                }
            }
            let data = std::fs::read(upload.host_path).map_err(|e| {
                format!(
                    "{} {}: can't read '{}': {e}",
                    upload.flag, upload.name, upload.host_path
                )
            })?;
            session
                .upload_file(upload.name, data, upload.read_only)
                .map_err(|e| format!("{} {}: {e}", upload.flag, upload.name))?;
        }
        Ok(())
    }

    /// The uploads asked for, checked for form and for a NAME given twice.
    fn uploads(&self) -> Result<Vec<Upload<'_>>, String> {
        let writable = self.upload.iter().map(|pair| ("--upload", pair, false));
        let read_only = self
            .upload_readonly
            .iter()
            .map(|pair| ("--upload-readonly", pair, true));
        let mut uploads: Vec<Upload> = Vec::new();
        let mut names = Vec::new();
        for (flag, pair, read_only) in writable.chain(read_only) {
            let malformed = || format!("{flag} '{pair}' must have the form NAME=HOSTPATH");
            let (name, host_path) = pair.split_once('=').ok_or_else(malformed)?;
            if name.is_empty() || host_path.is_empty() {
                return Err(malformed());
            }
            let normalized = garter::vfs::path::resolve("/", name).map_err(|_| malformed())?;
            if normalized == "/" {
                return Err(format!("{flag} '{pair}': NAME must name a file, not the root"));
            }
            if names.contains(&normalized) {
                return Err(format!(
                    "{flag} {name}: the file '{}' is uploaded twice",
                    &normalized[1..]
                ));
            }
            names.push(normalized);
            uploads.push(Upload {
                flag,
                name,
                host_path,
                read_only,
            });
        }
        Ok(uploads)
    }
}

impl DownloadArgs {
    /// Writes every file the program created or changed under the download folder, if one was
    /// asked for, until `stop`: the smallest first, so a run short of time hands over as many
    /// files as it can. Messages for stderr, one per file that could not be written (the others
    /// are).
    pub fn download(&self, session: &Session, stop: &Deadline) -> Vec<String> {
        let Some(dir) = &self.download_dir else {
            return Vec::new();
        };
        let not_writing =
            |path: &str, problem: &str| format!("--download-dir: not writing '{}': {problem}", path.escape_debug());
        let out_of_time = stop.message();
        let (jobs, verdicts) = start_writer(dir.clone(), *stop);
        let writer_failed = || NotWritten::Failed("the thread writing the files failed".to_string());
        let verdict = || {
            let received = match stop.remaining() {
                None => verdicts.recv().map_err(|_| mpsc::RecvTimeoutError::Disconnected),
                Some(left) => verdicts.recv_timeout(left + WRITER_SLACK),
            };
            match received {
                Ok(verdict) => verdict,
                Err(mpsc::RecvTimeoutError::Timeout) => Err(NotWritten::OutOfTime),
                Err(mpsc::RecvTimeoutError::Disconnected) => Err(writer_failed()),
            }
        };
        if let Err(problem) = verdict() {
            let problem = match problem {
                NotWritten::Failed(problem) => problem,
                NotWritten::OutOfTime => format!("can't make '{}': {out_of_time}", dir.display()),
            };
            return vec![format!("--download-dir: {problem}")];
        }
        let mut changed: Vec<_> = session.list_files().into_iter().filter(|file| file.changed).collect();
        changed.sort_by_key(|file| file.size);
        let mut problems = Vec::new();
        for file in changed {
            let written = if stop.passed() {
                Err(NotWritten::OutOfTime)
            } else {
                match session.download_file(&file.path) {
                    Ok(data) => match jobs.send((file.path.clone(), data)) {
                        Ok(()) => verdict(),
                        Err(_) => Err(writer_failed()),
                    },
                    Err(e) => Err(NotWritten::Failed(e.to_string())),
                }
            };
            match written {
                Ok(()) => {}
                Err(NotWritten::OutOfTime) => problems.push(not_writing(&file.path, &out_of_time)),
                Err(NotWritten::Failed(problem)) => problems.push(not_writing(&file.path, &problem)),
            }
        }
        problems
    }
}

/// Why a file was not written.
#[derive(Debug, PartialEq)]
enum NotWritten {
    /// The deadline passed first.
    OutOfTime,
    Failed(String),
}

/// A file to write: its path in the program's filesystem and its contents.
type Job = (String, Vec<u8>);

/// Starts the thread that makes `dir` (its first verdict) and then writes each file sent to it
/// under `dir` until `stop`, answering each with a verdict. The thread is not waited for: when
/// a write blocks past the deadline, the run reports the file and goes on without it.
fn start_writer(dir: PathBuf, stop: Deadline) -> (mpsc::Sender<Job>, mpsc::Receiver<Result<(), NotWritten>>) {
    let (jobs, inbox) = mpsc::channel::<Job>();
    let (verdicts, outbox) = mpsc::channel();
    std::thread::spawn(move || {
        let made = std::fs::create_dir_all(&dir)
            .map_err(|e| NotWritten::Failed(format!("can't make '{}': {e}", dir.display())));
        let made_it = made.is_ok();
        if verdicts.send(made).is_err() || !made_it {
            return;
        }
        for (name, data) in inbox {
            if verdicts.send(write_inside(&dir, &name, &data, &stop)).is_err() {
                return;
            }
        }
    });
    (jobs, outbox)
}

/// The path under `dir` of a file named `name` in the program's filesystem (`/`-separated, from
/// its root), refusing any name that is not a plain relative path of ordinary components.
fn target_path(dir: &Path, name: &str) -> Result<PathBuf, String> {
    if name.contains('\0') {
        return Err("the path contains a NUL byte".to_string());
    }
    if name.starts_with('/') {
        return Err("the path is absolute".to_string());
    }
    let mut target = dir.to_path_buf();
    for part in name.split('/') {
        let mut components = Path::new(part).components();
        match (components.next(), components.next()) {
            (Some(Component::Normal(normal)), None) if normal == part => target.push(normal),
            _ => {
                return Err(format!(
                    "the path has a component '{}' that would leave the folder",
                    part.escape_debug()
                ))
            }
        }
    }
    Ok(target)
}

/// Writes `data` to `name` under `dir` unless `stop` passes first, making the directories on
/// the way and refusing to go through a symbolic link (which could lead outside `dir`).
fn write_inside(dir: &Path, name: &str, data: &[u8], stop: &Deadline) -> Result<(), NotWritten> {
    let target = target_path(dir, name).map_err(NotWritten::Failed)?;
    check_folders(dir, &target).map_err(NotWritten::Failed)?;
    write_whole(&target, data, stop)
}

/// Makes the folders between `dir` and `target` that are missing, refusing a symbolic link on
/// the way (or at `target`), a file where a folder should be and a folder at `target`.
fn check_folders(dir: &Path, target: &Path) -> Result<(), String> {
    let mut folder = dir.to_path_buf();
    let relative = target
        .strip_prefix(dir)
        .map_err(|_| "the path would leave the folder".to_string())?;
    let parts: Vec<_> = relative.components().collect();
    for (index, part) in parts.iter().enumerate() {
        folder.push(part);
        let last = index + 1 == parts.len();
        match std::fs::symlink_metadata(&folder) {
            Ok(meta) if meta.file_type().is_symlink() => {
                return Err(format!("'{}' is a symbolic link", folder.display()));
            }
            Ok(meta) if last && meta.is_dir() => return Err(format!("'{}' is a directory", folder.display())),
            Ok(meta) if !last && !meta.is_dir() => {
                return Err(format!("'{}' is not a directory", folder.display()));
            }
            Ok(_) => {}
            Err(e) if e.kind() == ErrorKind::NotFound && !last => {
                std::fs::create_dir(&folder).map_err(|e| format!("can't make '{}': {e}", folder.display()))?;
            }
            Err(e) if e.kind() == ErrorKind::NotFound => {}
            Err(e) => return Err(format!("can't look at '{}': {e}", folder.display())),
        }
    }
    Ok(())
}

/// Writes `data` to a new temporary file beside `target`, a chunk at a time while `stop` has
/// not passed, and renames it to `target` once whole: `target` is either all of `data` or as it
/// was (a rename replaces a link or a pipe at `target` instead of writing through it).
fn write_whole(target: &Path, data: &[u8], stop: &Deadline) -> Result<(), NotWritten> {
    static WRITES: AtomicU64 = AtomicU64::new(0);
    let serial = WRITES.fetch_add(1, Ordering::Relaxed);
    let temporary = target.with_file_name(format!(".garter-{}-{serial}.part", std::process::id()));
    let failed = |e: std::io::Error| NotWritten::Failed(format!("can't write '{}': {e}", target.display()));
    let written = (|| {
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temporary)
            .map_err(failed)?;
        for chunk in data.chunks(WRITE_CHUNK) {
            if stop.passed() {
                return Err(NotWritten::OutOfTime);
            }
            file.write_all(chunk).map_err(failed)?;
        }
        if stop.passed() {
            return Err(NotWritten::OutOfTime);
        }
        std::fs::rename(&temporary, target).map_err(failed)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_relative_paths_have_a_target() {
        let dir = Path::new("/tmp/out");
        assert_eq!(target_path(dir, "report.md"), Ok(PathBuf::from("/tmp/out/report.md")));
        assert_eq!(target_path(dir, "a/b/c.txt"), Ok(PathBuf::from("/tmp/out/a/b/c.txt")));
        for bad in [
            "../escape.txt",
            "a/../../escape.txt",
            "..",
            "/etc/passwd",
            "a//b",
            "./a",
            "a/.",
            "",
            "a\0b",
            "a/",
        ] {
            assert!(target_path(dir, bad).is_err(), "{bad:?}");
        }
    }

    /// `write_inside` with no deadline: its problem's message, if any.
    fn write(dir: &Path, name: &str, data: &[u8]) -> Result<(), String> {
        write_inside(dir, name, data, &Deadline::start(None)).map_err(|problem| match problem {
            NotWritten::Failed(message) => message,
            NotWritten::OutOfTime => "out of time".to_string(),
        })
    }

    #[test]
    fn writes_refuse_escapes_and_symbolic_links() {
        let root = std::env::temp_dir().join(format!("garter-files-unit-{}", std::process::id()));
        let dir = root.join("out");
        let outside = root.join("outside");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::create_dir_all(&outside).unwrap();
        write(&dir, "sub/deeper/x.txt", b"x").unwrap();
        assert_eq!(std::fs::read(dir.join("sub/deeper/x.txt")).unwrap(), b"x");
        write(&dir, "sub/deeper/x.txt", b"y").unwrap();
        assert_eq!(std::fs::read(dir.join("sub/deeper/x.txt")).unwrap(), b"y");
        assert!(write(&dir, "../outside/x.txt", b"x").is_err());
        assert!(write(&dir, "/tmp/x.txt", b"x").is_err());
        assert!(write(&dir, "sub", b"x").unwrap_err().contains("is a directory"));
        assert!(write(&dir, "sub/deeper/x.txt/y", b"x")
            .unwrap_err()
            .contains("is not a directory"));
        std::os::unix::fs::symlink(&outside, dir.join("link")).unwrap();
        std::os::unix::fs::symlink(outside.join("target.txt"), dir.join("file-link")).unwrap();
        assert!(write(&dir, "link/x.txt", b"x")
            .unwrap_err()
            .contains("is a symbolic link"));
        assert!(write(&dir, "file-link", b"x")
            .unwrap_err()
            .contains("is a symbolic link"));
        assert_eq!(std::fs::read_dir(&outside).unwrap().count(), 0);
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn a_write_the_deadline_stops_leaves_the_file_as_it_was() {
        let dir = std::env::temp_dir().join(format!("garter-files-deadline-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        write(&dir, "kept.txt", b"before").unwrap();
        let spent = Deadline::start(Some(Duration::ZERO));
        assert_eq!(
            write_inside(&dir, "kept.txt", &[b'x'; 3 * WRITE_CHUNK], &spent),
            Err(NotWritten::OutOfTime)
        );
        assert_eq!(write_inside(&dir, "new.txt", b"", &spent), Err(NotWritten::OutOfTime));
        let left: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name())
            .collect();
        assert_eq!(left, ["kept.txt"], "no temporary file is left behind");
        assert_eq!(std::fs::read(dir.join("kept.txt")).unwrap(), b"before");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
