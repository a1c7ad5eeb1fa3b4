# sys.modules lists the imported modules, the program's own as __main__, gains later imports,
# and is what import consults first.
import sys
import json

print("json" in sys.modules, "sys" in sys.modules, "__main__" in sys.modules)
print(sys.modules["json"] is json, sys.modules[__name__].__name__)

import textwrap

print(sys.modules["textwrap"] is textwrap)

value = 41


def handler():
    return "handled"


this = sys.modules[__name__]
print(getattr(this, "value") + 1, getattr(this, "handler")())


class Settings:
    debug = True


sys.modules["settings"] = Settings()
import settings

print(type(settings).__name__, settings.debug)
from settings import debug

print(debug)
