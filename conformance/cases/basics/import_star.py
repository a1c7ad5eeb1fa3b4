# from module import *: __all__ when the module has one, else its public names; only at module
# level.
from json import *
from string import *
from bisect import *

print(dumps({"a": [1, 2]}), loads("[3]"))
print(ascii_lowercase, digits)
items = [1, 3, 5]
insort(items, 4)
print(items, bisect_left(items, 4))
print("_json" in globals(), "Template" in globals())

namespace = {}
exec("from textwrap import *\nwrapped = fill('a b c d e f', width=5)", namespace)
print(namespace["wrapped"])
print("dedent" in namespace, "_whitespace" in namespace)

for source in [
    "def f():\n    from json import *",
    "class C:\n    from json import *",
    "lambda: __import__('json')",
]:
    try:
        compile(source, "<star>", "exec")
        print("compiled")
    except SyntaxError as e:
        print(e.msg, e.lineno)
