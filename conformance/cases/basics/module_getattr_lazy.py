# A module-level __getattr__ (PEP 562) answers the names a module does not hold: lazy
# attributes and deprecation shims, as libraries write them; here the module is the program
# itself, reached through `import __main__`.
import __main__

CALLS = []


def __getattr__(name):
    CALLS.append(name)
    if name == "lazy_table":
        value = {n: n * n for n in range(4)}
        globals()[name] = value
        return value
    if name.startswith("old_"):
        return f"renamed to {name[4:]}"
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


print(__main__.lazy_table, __main__.lazy_table is __main__.lazy_table, CALLS)
print(__main__.old_sum, getattr(__main__, "old_max"), hasattr(__main__, "nothing"), CALLS)
print(getattr(__main__, "missing", "default"))
try:
    __main__.missing
except AttributeError as e:
    print(type(e).__name__, e)
from __main__ import old_len
print(old_len, __main__.CALLS[-1], __main__.print is print if hasattr(__main__, "print") else "no print")
