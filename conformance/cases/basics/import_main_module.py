import __main__

LIMIT = 3


def helper():
    return "from main"


class Config:
    pass


print(__main__.__name__)
print(__main__.LIMIT, __main__.helper(), __main__.Config is Config)
print(sorted(name for name in dir(__main__) if not name.startswith("_")))
__main__.added = 42
print(added)
print(getattr(__main__, "missing", "no attribute"))
import __main__ as again
print(again is __main__)
