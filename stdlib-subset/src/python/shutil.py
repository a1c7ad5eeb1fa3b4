"""High-level file operations, as CPython 3.11's shutil on Linux, over the virtual filesystem a
host grants: copying files (`copyfile`, `copy`, `copy2`, `copyfileobj`) and trees (`copytree`
with `ignore_patterns`), removing trees (`rmtree`, reporting to `onerror` as CPython's
descriptor-based version does) and moving (`move`). The filesystem keeps no permission bits or
times a program can set, so `copymode`/`copystat` only check that both paths exist; there are no
programs (`which` finds none), no archives and no disk to measure."""

import fnmatch
import os

__all__ = ["copyfileobj", "copyfile", "copymode", "copystat", "copy", "copy2", "copytree", "move",
           "rmtree", "Error", "SpecialFileError", "ExecError", "ignore_patterns", "which",
           "SameFileError"]

COPY_BUFSIZE = 64 * 1024

# Bytes copyfile() moves per read: larger than COPY_BUFSIZE, as each read is one native call.
_FILE_COPY_CHUNK = 1024 * 1024


class Error(OSError):
    pass


class SameFileError(Error):
    """Raised when source and destination are the same file."""


class SpecialFileError(OSError):
    """Raised when trying to do a kind of operation (e.g. copying) which is not supported on a
    special file (e.g. a named pipe)"""


class ExecError(OSError):
    """Raised when a command could not be executed"""


class ReadError(OSError):
    """Raised when an archive cannot be read"""


class RegistryError(Exception):
    """Raised when a registry operation with the archiving and unpacking registries fails"""


def copyfileobj(fsrc, fdst, length=0):
    """Copies the data of file object `fsrc` to file object `fdst`, `length` bytes a read."""
    if not length:
        length = COPY_BUFSIZE
    fsrc_read = fsrc.read
    fdst_write = fdst.write
    while True:
        buf = fsrc_read(length)
        if not buf:
            break
        fdst_write(buf)


def _samefile(src, dst):
    if isinstance(src, os.DirEntry):
        try:
            return os.path.samestat(src.stat(), os.stat(dst))
        except OSError:
            return False
    try:
        return os.path.samefile(src, dst)
    except OSError:
        return False


def _stat(fn):
    return fn.stat() if isinstance(fn, os.DirEntry) else os.stat(fn)


def copyfile(src, dst, *, follow_symlinks=True):
    """Copies the contents of file `src` to `dst` (made or replaced); returns `dst`."""
    if _samefile(src, dst):
        raise SameFileError("{!r} and {!r} are the same file".format(src, dst))
    with open(src, "rb") as fsrc:
        try:
            with open(dst, "wb") as fdst:
                copyfileobj(fsrc, fdst, _FILE_COPY_CHUNK)
        except IsADirectoryError as e:
            if not os.path.exists(dst):
                raise FileNotFoundError(f"Directory does not exist: {dst}") from e
            raise
    return dst


def copymode(src, dst, *, follow_symlinks=True):
    """Copies permission bits from `src` to `dst`: the filesystem has none a program can set,
    so this checks that both exist."""
    _stat(src)
    os.stat(dst)


def copystat(src, dst, *, follow_symlinks=True):
    """Copies permission bits and times from `src` to `dst`: the filesystem has none a program
    can set, so this checks that both exist."""
    _stat(src)
    try:
        os.stat(dst)
    except OSError as error:
        # CPython sets the times first, with os.utime, whose errors name no file.
        raise OSError(error.errno, error.strerror) from None


def copy(src, dst, *, follow_symlinks=True):
    """Copies file `src` to `dst` (or into it, when it is a directory); returns the new path."""
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src))
    copyfile(src, dst, follow_symlinks=follow_symlinks)
    copymode(src, dst, follow_symlinks=follow_symlinks)
    return dst


def copy2(src, dst, *, follow_symlinks=True):
    """copy(), with copystat() in place of copymode()."""
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src))
    copyfile(src, dst, follow_symlinks=follow_symlinks)
    copystat(src, dst, follow_symlinks=follow_symlinks)
    return dst


def ignore_patterns(*patterns):
    """An `ignore` callable for copytree() that skips the names matching any glob pattern."""
    def _ignore_patterns(path, names):
        ignored_names = []
        for pattern in patterns:
            ignored_names.extend(fnmatch.filter(names, pattern))
        return set(ignored_names)
    return _ignore_patterns


def _copytree(entries, src, dst, symlinks, ignore, copy_function, ignore_dangling_symlinks,
              dirs_exist_ok=False):
    if ignore is not None:
        ignored_names = ignore(os.fspath(src), [x.name for x in entries])
    else:
        ignored_names = set()
    os.makedirs(dst, exist_ok=dirs_exist_ok)
    errors = []
    use_srcentry = copy_function is copy2 or copy_function is copy
    for srcentry in entries:
        if srcentry.name in ignored_names:
            continue
        srcname = os.path.join(src, srcentry.name)
        dstname = os.path.join(dst, srcentry.name)
        srcobj = srcentry if use_srcentry else srcname
        try:
            if srcentry.is_dir():
                copytree(srcobj, dstname, symlinks, ignore, copy_function, ignore_dangling_symlinks,
                         dirs_exist_ok)
            else:
                copy_function(srcobj, dstname)
        except Error as err:
            errors.extend(err.args[0])
        except OSError as why:
            errors.append((srcname, dstname, str(why)))
    try:
        copystat(src, dst)
    except OSError as why:
        errors.append((src, dst, str(why)))
    if errors:
        raise Error(errors)
    return dst


def copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2, ignore_dangling_symlinks=False,
             dirs_exist_ok=False):
    """Copies the directory tree `src` to `dst` and returns `dst`. `ignore(dir, names)` names
    what to skip in each directory; `dirs_exist_ok` lets `dst` (and directories in it) exist
    already. Failures to copy single files are gathered into one Error at the end."""
    with os.scandir(src) as itr:
        entries = list(itr)
    return _copytree(entries=entries, src=src, dst=dst, symlinks=symlinks, ignore=ignore,
                     copy_function=copy_function, ignore_dangling_symlinks=ignore_dangling_symlinks,
                     dirs_exist_ok=dirs_exist_ok)


def _exc_info(error):
    return type(error), error, error.__traceback__


def _raise_error(function, path, exc_info):
    raise exc_info[1]


def _ignore_error(function, path, exc_info):
    pass


def _rmtree_contents(path, onerror):
    """Removes what directory `path` holds, depth first, reporting each failure to `onerror` as
    CPython's descriptor-based rmtree does (an entry's error names the entry alone)."""
    try:
        with os.scandir(path) as scandir_it:
            entries = list(scandir_it)
    except OSError as err:
        onerror(os.scandir, path, _exc_info(err))
        return
    for entry in entries:
        fullname = os.path.join(path, entry.name)
        try:
            is_dir = entry.is_dir(follow_symlinks=False)
        except OSError:
            is_dir = False
        if is_dir:
            _rmtree_contents(fullname, onerror)
            try:
                os.rmdir(fullname)
            except OSError as err:
                err.filename = entry.name
                onerror(os.rmdir, fullname, _exc_info(err))
        else:
            try:
                os.unlink(fullname)
            except OSError as err:
                err.filename = entry.name
                onerror(os.unlink, fullname, _exc_info(err))


def rmtree(path, ignore_errors=False, onerror=None, *, dir_fd=None):
    """Removes the directory tree `path`. Failures are ignored with `ignore_errors`, reported
    as `onerror(function, path, exc_info)` when given, raised otherwise."""
    if ignore_errors:
        onerror = _ignore_error
    elif onerror is None:
        onerror = _raise_error
    if dir_fd is not None:
        raise NotImplementedError("dir_fd unavailable on this platform")
    if isinstance(path, bytes):
        path = os.fsdecode(path)
    try:
        os.lstat(path)
    except Exception as err:
        onerror(os.lstat, path, _exc_info(err))
        return
    _rmtree_contents(path, onerror)
    try:
        os.rmdir(path)
    except OSError as err:
        onerror(os.rmdir, path, _exc_info(err))


rmtree.avoids_symlink_attacks = True


def _basename(path):
    """The last component of `path`, ignoring a trailing slash."""
    path = os.fspath(path)
    return os.path.basename(path.rstrip(os.path.sep))


def _destinsrc(src, dst):
    src = os.path.abspath(src)
    dst = os.path.abspath(dst)
    if not src.endswith(os.path.sep):
        src += os.path.sep
    if not dst.endswith(os.path.sep):
        dst += os.path.sep
    return dst.startswith(src)


def move(src, dst, copy_function=copy2):
    """Moves the file or directory `src` to `dst` (into it, when it is a directory) and returns
    where it went; copies and removes when a rename cannot do it."""
    real_dst = dst
    if os.path.isdir(dst):
        if _samefile(src, dst):
            os.rename(src, dst)
            return
        real_dst = os.path.join(dst, _basename(src))
        if os.path.exists(real_dst):
            raise Error("Destination path '%s' already exists" % real_dst)
    try:
        os.rename(src, real_dst)
    except OSError:
        if os.path.isdir(src):
            if _destinsrc(src, dst):
                raise Error("Cannot move a directory '%s' into itself '%s'." % (src, dst))
            copytree(src, real_dst, copy_function=copy_function, symlinks=True)
            rmtree(src)
        else:
            copy_function(src, real_dst)
            os.unlink(src)
    return real_dst


def which(cmd, mode=os.F_OK | os.X_OK, path=None):
    """The path of the program `cmd` would run: the sandbox runs no programs, so None."""
    os.fspath(cmd)
    return None
