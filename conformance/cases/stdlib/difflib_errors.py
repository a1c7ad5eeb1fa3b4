import difflib

for args in [("x", ["x"], 0), ("x", ["x"], -1), ("x", ["x"], 3, 1.5), ("x", ["x"], 3, -0.1)]:
    try:
        difflib.get_close_matches(*args)
    except ValueError as e:
        print(type(e).__name__, e)
for a, b in [([b"x\n"], ["y\n"]), (["x\n"], [1]), (["x"], ["y"])]:
    try:
        print(list(difflib.unified_diff(a, b)))
    except TypeError as e:
        print(type(e).__name__, e)
for kwargs in [{"fromfile": b"a"}, {"lineterm": None}, {"tofiledate": 3}]:
    try:
        list(difflib.context_diff(["a"], ["b"], **kwargs))
    except TypeError as e:
        print(type(e).__name__, e)
for which in [0, 3, "x", "2"]:
    try:
        print(list(difflib.restore(["- a\n", "+ b\n", "  c\n"], which)))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    difflib.SequenceMatcher(None, [[1]], [[1]])
except TypeError as e:
    print(type(e).__name__, e)
print(difflib.SequenceMatcher(None, "", "").ratio(), difflib.SequenceMatcher(None, "abc", "").get_opcodes())
