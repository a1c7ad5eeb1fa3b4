# errno as agents use it: comparing OSError.errno with the constants, naming a number through
# errorcode, the aliases that share a number, and os.strerror's messages.
import errno
import os

for name in ["ENOENT", "EACCES", "EEXIST", "ENOTDIR", "EISDIR", "EINVAL", "EPERM", "ENOSPC", "EAGAIN",
             "EWOULDBLOCK", "ETIMEDOUT", "ECONNREFUSED", "EPIPE", "EINTR", "ENOTEMPTY", "EDEADLK",
             "EDEADLOCK", "ENOTSUP", "EOPNOTSUPP", "ERANGE", "EDOM", "ENOSYS", "ELOOP", "ENAMETOOLONG"]:
    code = getattr(errno, name)
    print(name, code, errno.errorcode[code], os.strerror(code))

print(len(errno.errorcode), min(errno.errorcode), max(errno.errorcode), errno.errorcode.get(0), errno.errorcode.get(9999))
print(sorted(errno.errorcode.items())[:12])
names = [n for n in dir(errno) if n.startswith("E")]
print(len(names), all(errno.errorcode[getattr(errno, n)] in names for n in names))
print(sorted(n for n in names if errno.errorcode[getattr(errno, n)] != n))

for exc in [FileNotFoundError(errno.ENOENT, "No such file or directory", "data.csv"),
            PermissionError(errno.EACCES, "Permission denied"), OSError(errno.EEXIST, "File exists"),
            OSError(errno.ETIMEDOUT, "Connection timed out"), OSError(errno.EPIPE, "Broken pipe")]:
    print(type(exc).__name__, exc.errno, errno.errorcode[exc.errno], exc.errno == errno.ENOENT, exc)
try:
    raise OSError(errno.ENOENT, "missing")
except FileNotFoundError as e:
    print("FileNotFoundError", e.errno == errno.ENOENT, e)
print(os.strerror(0), os.strerror(41), os.strerror(9999), os.strerror(-3), os.strerror(True))
for bad in ["2", 2.0, 2**40]:
    try:
        os.strerror(bad)
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    errno.EWHATEVER
except AttributeError as e:
    print("AttributeError", e)
