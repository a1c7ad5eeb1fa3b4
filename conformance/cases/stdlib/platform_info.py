# platform as agents use it to describe the environment: the Python version (which agrees with
# sys.version_info), the shape of uname(), and the values for other operating systems. The
# machine's own names differ between hosts, so only their types and agreement are printed.
import platform
import sys

print(platform.python_version(), platform.python_version_tuple())
print(platform.python_version() == "%d.%d.%d" % sys.version_info[:3])
print(tuple(map(int, platform.python_version_tuple())) == sys.version_info[:3])
major, minor, _ = platform.python_version_tuple()
print(f"Python {major}.{minor}", (int(major), int(minor)) >= (3, 8))

info = platform.uname()
print(type(info).__name__, len(info), info._fields, len(tuple(info)), len(info[:]))
print(info.system == platform.system(), info.node == platform.node(), info.release == platform.release())
print(info.version == platform.version(), info.machine == platform.machine(), info[0] == info.system)
print(info.processor == platform.processor(), info[-1] == info.processor)
print(all(isinstance(x, str) for x in info), isinstance(platform.platform(), str), isinstance(platform.platform(terse=True), str))
print(platform.architecture()[0], isinstance(platform.python_implementation(), str))
print(isinstance(platform.python_compiler(), str), isinstance(platform.python_build(), tuple), len(platform.python_build()))
print(platform.mac_ver(), platform.win32_ver(), platform.java_ver(), platform.win32_edition(), platform.win32_is_iot())
print(platform.mac_ver("10", ("a", "b", "c"), "arm"), platform.win32_ver("r", "v"))
print(platform.system() != "Windows", platform.system() != "Darwin")
print(platform.system_alias("Linux", "6.1", "#1"))
print(platform.uname_result("A", "b", "c", "d", "e")[:5], platform.uname_result("A", "b", "c", "d", "e").system)
try:
    platform.uname_result._make(["a", "b"])
except TypeError as e:
    print("TypeError", e)
