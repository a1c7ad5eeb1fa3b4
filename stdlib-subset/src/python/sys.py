"""The parts of CPython 3.11's sys module a sandboxed program may see: version information,
sizes, the recursion limit (the host's call-depth limit, which a program may lower), the
exception being handled (`exception`, `exc_info`), `exit`,
and `stdout`/`stderr` objects that write to the run's output and to its stderr, two streams
the host receives apart (a program may replace `sys.stdout`, and print() then writes to what it
put there). Nothing here reaches the host:
there is no argv content, environment, path or module table."""

from _garter_sys import getrecursionlimit, setrecursionlimit
from _garter_sys import exception
from _garter_sys import write as _write_output
from _garter_sys import write_stderr as _write_stderr


class _VersionInfo(tuple):
    def __new__(cls, major, minor, micro, releaselevel, serial):
        return tuple.__new__(cls, (major, minor, micro, releaselevel, serial))

    major = property(lambda self: self[0])
    minor = property(lambda self: self[1])
    micro = property(lambda self: self[2])
    releaselevel = property(lambda self: self[3])
    serial = property(lambda self: self[4])

    def __repr__(self):
        return "sys.version_info(major=%d, minor=%d, micro=%d, releaselevel=%r, serial=%d)" % tuple(self)


version_info = _VersionInfo(3, 11, 7, "final", 0)
version = "3.11.7 (Garter sandbox)"
hexversion = 0x030B07F0
implementation_name = "garter"
platform = "garter"
byteorder = "little"
maxsize = 9223372036854775807
maxunicode = 1114111
argv = [""]
path = []
modules = {}
executable = ""
prefix = ""
dont_write_bytecode = True
float_repr_style = "short"


class _FloatInfo(tuple):
    def __new__(cls):
        return tuple.__new__(cls, (1.7976931348623157e308, 1024, 308, 2.2250738585072014e-308, -1021, -307, 15, 53,
                                   2.220446049250313e-16, 2, 1))

    max = property(lambda self: self[0])
    max_exp = property(lambda self: self[1])
    max_10_exp = property(lambda self: self[2])
    min = property(lambda self: self[3])
    min_exp = property(lambda self: self[4])
    min_10_exp = property(lambda self: self[5])
    dig = property(lambda self: self[6])
    mant_dig = property(lambda self: self[7])
    epsilon = property(lambda self: self[8])
    radix = property(lambda self: self[9])
    rounds = property(lambda self: self[10])


float_info = _FloatInfo()


class _Output:
    """A text stream that appends to one of the run's streams (its output, or its stderr)."""

    def __init__(self, name, write):
        self.name = name
        self._write = write

    def write(self, text):
        return self._write(text)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def flush(self):
        pass

    def isatty(self):
        return False

    def __repr__(self):
        return f"<_io.TextIOWrapper name='{self.name}' mode='w' encoding='utf-8'>"


stdout = _Output("<stdout>", _write_output)
stderr = _Output("<stderr>", _write_stderr)
__stdout__ = stdout
__stderr__ = stderr


def exc_info():
    handled = exception()
    if handled is None:
        return (None, None, None)
    return (type(handled), handled, handled.__traceback__)


def exit(status=None):
    raise SystemExit(status)


def getsizeof(obj, default=None):
    raise TypeError("sys.getsizeof() is not available in Garter")


def intern(string):
    if not isinstance(string, str):
        raise TypeError(f"intern() argument must be str, not {type(string).__name__}")
    return string


def getdefaultencoding():
    return "utf-8"
