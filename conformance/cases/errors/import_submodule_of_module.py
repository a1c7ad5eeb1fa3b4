"""Importing a submodule of a module that is not a package."""

for statement in ["import math.x", "from math.x import y", "import string.a.b", "import os.path.x"]:
    try:
        exec(statement)
    except ImportError as error:
        print(statement, "->", type(error).__name__, error, error.name)

try:
    import math.floor
except ModuleNotFoundError as error:
    print(type(error).__name__, error)
