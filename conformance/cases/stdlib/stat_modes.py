# stat as agents use it: permission bits for chmod-style checks, file types from a mode,
# `ls -l` strings with filemode, the ST_* indexes, and the errors for bad modes.
import stat

modes = [0o100644, 0o100755, 0o040755, 0o120777, 0o104755, 0o102750, 0o041777, 0o101644, 0o060660,
         0o020620, 0o010644, 0o140755, 0o100000, 0o000644, 0o107777, 0]
for mode in modes:
    kinds = [name for name in ("S_ISDIR", "S_ISREG", "S_ISLNK", "S_ISCHR", "S_ISBLK", "S_ISFIFO", "S_ISSOCK",
                               "S_ISDOOR", "S_ISPORT", "S_ISWHT") if getattr(stat, name)(mode)]
    print(oct(mode), stat.filemode(mode), oct(stat.S_IMODE(mode)), oct(stat.S_IFMT(mode)), kinds)

mode = 0o100640
print(bool(mode & stat.S_IRUSR), bool(mode & stat.S_IWGRP), bool(mode & stat.S_IXOTH), bool(mode & stat.S_IRWXU))
executable = mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH
print(stat.filemode(executable), oct(stat.S_IMODE(executable)), oct(executable & ~stat.S_IWUSR))
print(stat.ST_MODE, stat.ST_INO, stat.ST_DEV, stat.ST_NLINK, stat.ST_UID, stat.ST_GID, stat.ST_SIZE,
      stat.ST_ATIME, stat.ST_MTIME, stat.ST_CTIME)
print(stat.S_IFDIR, stat.S_IFREG, stat.S_IFLNK, stat.S_IFSOCK, stat.S_IFIFO, stat.S_IFCHR, stat.S_IFBLK,
      stat.S_IFDOOR, stat.S_IFPORT, stat.S_IFWHT)
print(stat.S_ISUID, stat.S_ISGID, stat.S_ISVTX, stat.S_ENFMT, stat.S_IREAD, stat.S_IWRITE, stat.S_IEXEC,
      stat.S_IRWXU, stat.S_IRWXG, stat.S_IRWXO)
print(stat.UF_NODUMP, stat.UF_HIDDEN, stat.SF_IMMUTABLE, stat.SF_SNAPSHOT, stat.FILE_ATTRIBUTE_DIRECTORY,
      stat.FILE_ATTRIBUTE_HIDDEN, stat.FILE_ATTRIBUTE_NORMAL)
print(stat.filemode(True), stat.S_ISREG(0o100000 | 0o7777), stat.filemode(2**32 - 1))

for bad in ["644", 1.5, None, -1, 2**32, 2**64]:
    for func in (stat.filemode, stat.S_ISDIR, stat.S_IMODE):
        try:
            func(bad)
        except (TypeError, OverflowError) as e:
            print(func.__name__, repr(bad), type(e).__name__, e)
