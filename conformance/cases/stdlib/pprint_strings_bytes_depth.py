"""pprint formatting choices: long strings split into adjacent literals, bytes wrapped, nested
depth markers, underscore_numbers, sort_dicts off, compact lists, indent widths,
PrettyPrinter objects and pp()."""
import pprint


text = "The quick brown fox jumps over the lazy dog. " * 4
pprint.pprint(text, width=50)
pprint.pprint({"key": text}, width=60)
pprint.pprint([text[:70], "short"], width=40)
pprint.pprint(b"binary data " * 8, width=40)
pprint.pprint("no-spaces-" * 12, width=30)
pprint.pprint("line one\nline two\n" * 3, width=30)
nested = {"a": {"b": {"c": {"d": [1, 2, {"e": 3}]}}}, "list": [[1, [2, [3, [4]]]]]}
pprint.pprint(nested, depth=1)
pprint.pprint(nested, depth=3)
pprint.pprint(nested, width=20)
pprint.pprint({"big": 10**12, "neg": -1234567, "f": 1234567.5, "small": 999}, underscore_numbers=True)
pprint.pprint({"z": 1, "a": 2, "m": [3, 2]}, sort_dicts=False)
pprint.pprint(list(range(100, 140)), compact=True, width=50)
pprint.pprint([("alpha", 1), ("beta", 2)] * 4, compact=True, width=40)
pprint.pprint([{"id": i, "tags": ["x"] * i} for i in range(4)], indent=2, width=30)
printer = pprint.PrettyPrinter(indent=3, width=25, depth=2, compact=True)
printer.pprint({"numbers": list(range(12)), "deep": {"x": {"y": 1}}})
print(printer.pformat((1, (2, (3, (4,))))), printer.isreadable([1]), printer.isrecursive([]))
pprint.pp({"b": 1, "a": [1, 2, 3] * 10}, width=40)
print(pprint.pformat(()), pprint.pformat((1,)), pprint.pformat(set()), pprint.pformat(frozenset()), pprint.pformat({}))
print(pprint.pformat(set(range(30)), width=30))
print(pprint.saferepr({"x": [1, 2]}), pprint.saferepr("text"), pprint.pformat(None), pprint.pformat(1.5e300))
try:
    pprint.PrettyPrinter(width=0)
except ValueError as e:
    print("ValueError", e)
try:
    pprint.PrettyPrinter(indent=-1)
except ValueError as e:
    print("ValueError", e)
try:
    pprint.PrettyPrinter(depth=0)
except ValueError as e:
    print("ValueError", e)
