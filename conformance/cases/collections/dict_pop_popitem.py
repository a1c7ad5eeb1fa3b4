# Checks dict.pop with and without defaults and popitem LIFO order, plus errors on empty dicts.
d = {"a": 1, "b": 2, "c": 3, "d": 4}
print(d.pop("b"), d)
print(d.pop("zz", "default"), d.pop("zz", None), d)
print(d.popitem(), d.popitem(), d)
d["e"] = 5
d["a"] = 100
print(d.popitem(), d)
try:
    d.pop("missing")
except KeyError as e:
    print(type(e).__name__, repr(e), e)
empty = {}
try:
    empty.popitem()
except KeyError as e:
    print(type(e).__name__, repr(e), e)
try:
    empty.pop()
except TypeError as e:
    print(type(e).__name__, e)
stack = {}
for i, ch in enumerate("abcde"):
    stack[ch] = i
out = []
while stack:
    out.append(stack.popitem())
print(out)
tasks = {"write": 3, "test": 2, "ship": 1}
while tasks:
    name = next(iter(tasks))
    print("doing", name, tasks.pop(name), "left", list(tasks))
cfg = {"debug": "1", "port": "80"}
debug = cfg.pop("debug", "0") == "1"
verbose = cfg.pop("verbose", "0") == "1"
print(debug, verbose, cfg)
try:
    {1: 2}.pop([])
except TypeError as e:
    print(type(e).__name__, e)
print({1: 2}.pop(1.0), {True: "t"}.pop(1))
