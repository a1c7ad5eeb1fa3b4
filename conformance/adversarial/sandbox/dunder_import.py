# Checks __import__ (and importlib over it) import only what the import statement may: never an internal module
# expect: prefix ModuleNotFoundError: No module named '_garter_sys
import importlib
for name in ["_garter_host", "_garter_natives", "_garter_prelude", "_garter_host.x"]:
    try:
        __import__(name, fromlist=["*"])
    except ModuleNotFoundError:
        pass
    else:
        raise AssertionError(name)
    try:
        importlib.import_module(name)
    except ModuleNotFoundError:
        pass
    else:
        raise AssertionError(name)
__import__("json", fromlist=["_garter_sys"])
importlib.import_module(".x", "_garter_sys")
