"""The parts of CPython 3.11's sys module a sandboxed program may see: version information,
sizes, the recursion limit (the host's call-depth limit, which a program may lower), the
exception being handled (`exception`, `exc_info`), `exit`,
and `stdout`/`stderr` objects that write to the run's output and to its stderr, two streams
the host receives apart (a program may replace `sys.stdout`, and print() then writes to what it
put there). Nothing here reaches the host:
there is no argv content, environment, path or module table."""

from _garter_sys import getrecursionlimit, setrecursionlimit, get_int_max_str_digits
from _garter_sys import exception
from _garter_sys import set_int_max_str_digits as _set_int_max_str_digits
from _garter_sys import write as _write_output
from _garter_sys import write_stderr as _write_stderr


def _struct_sequence(name, fields, values, creatable=True):
    """A record as CPython's struct sequences are: a tuple whose items are also attributes,
    shown as `sys.name(field=value, ...)`. Its class makes more from a sequence of as many items
    when `creatable` (as `float_info`'s does), and refuses to otherwise (as `flags`')."""

    def __repr__(self):
        return f"sys.{name}(" + ", ".join(f"{f}={v!r}" for f, v in zip(fields, self)) + ")"

    def __reduce__(self):
        return (tuple, (tuple(self),))

    namespace = {
        "__module__": "sys",
        "__repr__": __repr__,
        "__reduce__": __reduce__,
        "n_fields": len(fields),
        "n_sequence_fields": len(fields),
        "n_unnamed_fields": 0,
    }
    for index, field in enumerate(fields):
        namespace[field] = property(lambda self, index=index: tuple.__getitem__(self, index))
    record = type(name, (tuple,), namespace)
    instance = tuple.__new__(record, values)

    def create(cls, sequence, dict=None):
        if not hasattr(sequence, "__iter__"):
            raise TypeError("constructor requires a sequence")
        items = tuple(sequence)
        if len(items) != len(fields):
            raise TypeError(f"sys.{name}() takes a {len(fields)}-sequence ({len(items)}-sequence given)")
        return tuple.__new__(cls, items)

    def refuse(cls, *args, **kwargs):
        raise TypeError(f"cannot create 'sys.{name}' instances")

    record.__new__ = create if creatable else refuse
    return instance


version_info = _struct_sequence(
    "version_info", ("major", "minor", "micro", "releaselevel", "serial"), (3, 11, 7, "final", 0), creatable=False
)
version = "3.11.7 (Garter sandbox)"
hexversion = 0x030B07F0
implementation_name = "garter"
platform = "garter"
byteorder = "little"
maxsize = 9223372036854775807
maxunicode = 1114111
argv = [""]
warnoptions = []
path = []
modules = {}
executable = ""
prefix = ""
dont_write_bytecode = True
float_repr_style = "short"

float_info = _struct_sequence(
    "float_info",
    ("max", "max_exp", "max_10_exp", "min", "min_exp", "min_10_exp", "dig", "mant_dig", "epsilon", "radix", "rounds"),
    (1.7976931348623157e308, 1024, 308, 2.2250738585072014e-308, -1021, -307, 15, 53, 2.220446049250313e-16, 2, 1),
)
int_info = _struct_sequence(
    "int_info",
    ("bits_per_digit", "sizeof_digit", "default_max_str_digits", "str_digits_check_threshold"),
    (30, 4, 4300, 640),
)
# Garter's str hash is a fixed, unseeded 64-bit hash (runs are reproducible); numbers hash as
# CPython's do, modulo 2**61 - 1.
hash_info = _struct_sequence(
    "hash_info",
    ("width", "modulus", "inf", "nan", "imag", "algorithm", "hash_bits", "seed_bits", "cutoff"),
    (64, 2305843009213693951, 314159, 0, 1000003, "fx", 64, 0, 0),
)
flags = _struct_sequence(
    "flags",
    ("debug", "inspect", "interactive", "optimize", "dont_write_bytecode", "no_user_site", "no_site",
     "ignore_environment", "verbose", "bytes_warning", "quiet", "hash_randomization", "isolated", "dev_mode",
     "utf8_mode", "warn_default_encoding", "safe_path", "int_max_str_digits"),
    (0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 1, False, 1, 0, True, -1),
    creatable=False,
)


class _Implementation:
    def __init__(self):
        self.name = "garter"
        self.cache_tag = None
        self.version = version_info
        self.hexversion = hexversion

    def __repr__(self):
        return "namespace(" + ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items()) + ")"


implementation = _Implementation()


def set_int_max_str_digits(maxdigits):
    """Set the maximum string digits limit for non-binary int<->str conversions."""
    _set_int_max_str_digits(maxdigits)


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
