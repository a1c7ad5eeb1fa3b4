"""What CPython 3.11's platform module says about the interpreter and the machine, as a sandbox
can answer: the Python version is the one `sys.version_info` reports, the implementation and
system are `Garter` (as `sys.platform` is `garter`), and what the sandbox does not reveal (the
host's name, release, machine and processor, its C library) is the empty string CPython gives
for what it cannot determine. `freedesktop_os_release` reads `/etc/os-release` from the granted
filesystem, as CPython reads the host's."""

import collections
import re
import sys

__version__ = "1.0.8"

_IMPLEMENTATION = "Garter"
_SYSTEM = "Garter"


def python_implementation():
    return _IMPLEMENTATION


def python_version():
    return "%d.%d.%d" % tuple(sys.version_info[:3])


def python_version_tuple():
    return tuple(str(part) for part in sys.version_info[:3])


def python_branch():
    return ""


def python_revision():
    return ""


def python_build():
    return ("", "")


def python_compiler():
    return ""


class uname_result(collections.namedtuple("uname_result_base", "system node release version machine")):
    """The five fields of `uname()` plus `processor`, which iterating and indexing include."""

    _fields = ("system", "node", "release", "version", "machine", "processor")

    @property
    def processor(self):
        return ""

    def __iter__(self):
        yield from tuple.__iter__(self)
        yield self.processor

    @classmethod
    def _make(cls, iterable):
        result = cls.__new__(cls, *iterable)
        if len(result) != len(cls._fields):
            raise TypeError(f"Expected {len(cls._fields) - 1} arguments, got {len(result)}")
        return result

    def __getitem__(self, key):
        return tuple(self)[key]

    def __len__(self):
        return len(tuple(iter(self)))

    def __reduce__(self):
        return uname_result, tuple(self)[: len(self._fields) - 1]


def uname():
    return uname_result(_SYSTEM, "", "", "", "")


def system():
    return _SYSTEM


def node():
    return ""


def release():
    return ""


def version():
    return ""


def machine():
    return ""


def processor():
    return ""


def architecture(executable=sys.executable, bits="", linkage=""):
    return ("64bit", linkage)


def libc_ver(executable=None, lib="", version="", chunksize=16384):
    return (lib, version)


def mac_ver(release="", versioninfo=("", "", ""), machine=""):
    return release, versioninfo, machine


def win32_ver(release="", version="", csd="", ptype=""):
    return release, version, csd, ptype


def win32_edition():
    return None


def win32_is_iot():
    return False


def java_ver(release="", vendor="", vminfo=("", "", ""), osinfo=("", "", "")):
    return release, vendor, vminfo, osinfo


def system_alias(system, release, version):
    return system, release, version


def _platform(*args):
    """The non-empty `args` joined by dashes, with characters a file name could not hold
    replaced by dashes and runs of dashes folded."""
    text = "-".join(x.strip() for x in args if len(x))
    text = text.replace(" ", "_")
    for ch in '/\\:;"()':
        text = text.replace(ch, "-")
    text = text.replace("unknown", "")
    while "--" in text:
        text = text.replace("--", "-")
    return text.rstrip("-")


def platform(aliased=0, terse=0):
    if terse:
        return _platform(_SYSTEM, release())
    bits, linkage = architecture()
    return _platform(_SYSTEM, release(), machine(), processor(), bits, linkage)


_os_release_candidates = ("/etc/os-release", "/usr/lib/os-release")
_os_release_cache = None
_os_release_line = re.compile("^(?P<name>[a-zA-Z0-9_]+)=(?P<quote>[\"']?)(?P<value>.*)(?P=quote)$")
_os_release_unescape = re.compile(r"\\([\\\$\"'`])")


def _parse_os_release(lines):
    info = {"NAME": "Linux", "ID": "linux", "PRETTY_NAME": "Linux"}
    for line in lines:
        found = _os_release_line.match(line)
        if found is not None:
            info[found.group("name")] = _os_release_unescape.sub(r"\1", found.group("value"))
    return info


def freedesktop_os_release():
    """The fields of the first os-release file the filesystem holds."""
    global _os_release_cache
    if _os_release_cache is None:
        error = None
        for candidate in _os_release_candidates:
            try:
                with open(candidate, encoding="utf-8") as f:
                    _os_release_cache = _parse_os_release(f)
                break
            except OSError as e:
                error = e.errno
        else:
            raise OSError(error, f"Unable to read files {', '.join(_os_release_candidates)}")
    return _os_release_cache.copy()
