"""Importing a submodule of a module that is not a package."""

for name in ["math.x", "json.nothere", "nothere.sub"]:
    try:
        __import__(name)
    except ImportError as error:
        print(type(error).__name__, error, error.name)

try:
    import math.floor
except ModuleNotFoundError as error:
    print(type(error).__name__, error)

try:
    from math import nothing
except ImportError as error:
    print(type(error).__name__, error)
