# Checks callable() on functions, builtins, types, methods and plain values.
def f():
    return 1

vals = [f, lambda: 0, len, print, int, str, list, type, "s".upper, [].append, 5, "s", None, [], {}, ValueError]
print([callable(v) for v in vals])
print(callable(callable), callable(ValueError("x")), callable(str.lower), callable(range(3)))
for name in ["upper", "lower", "strip", "nonexistent"]:
    attr = getattr("text", name, None)
    print(name, callable(attr))
handlers = {"double": lambda x: x * 2, "label": "not a function", "neg": abs}
for k, v in handlers.items():
    print(k, v(21) if callable(v) else f"skip {v!r}")
try:
    5()
except TypeError as e:
    print("TypeError:", e)
try:
    "abc"()
except TypeError as e:
    print("TypeError:", e)
try:
    None()
except TypeError as e:
    print("TypeError:", e)
try:
    [1, 2]()
except TypeError as e:
    print("TypeError:", e)
