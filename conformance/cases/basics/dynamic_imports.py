# Imports by a name known only at run time: the builtin __import__ and importlib.import_module,
# as plugin-style agent code uses them, with CPython's errors.
import importlib

for name in ["json", "collections.abc", "xml.etree.ElementTree", "urllib.parse"]:
    module = importlib.import_module(name)
    print(name, module.__name__, __import__(name).__name__)

print(__import__("xml.etree", fromlist=["ElementTree"]).ElementTree.__name__)
print(__import__("json", globals(), None, ["nope"]).__name__, __import__(name="math").sqrt(16.0))
print(importlib.import_module(".parse", "urllib").__name__, importlib.import_module("..etree", "xml.etree").__name__)
codec = importlib.import_module("json")
print(codec.dumps({"loaded": True}), importlib.invalidate_caches())

calls = [
    "__import__(1)", "__import__('')", "__import__('json', level=-1)", "__import__('nothere')",
    "__import__('json.nothere')", "__import__('math.floor')", "importlib.import_module('.parse')",
    "importlib.import_module('..x', 'a')", "importlib.import_module('nothere')",
    "__import__('json', bogus=1)",
]
for call in calls:
    try:
        print(call, "->", repr(eval(call)))
    except Exception as e:
        print(call, "!!", type(e).__name__, str(e).split(" (importable")[0])
