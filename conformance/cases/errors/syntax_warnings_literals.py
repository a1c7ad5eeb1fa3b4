x = 5
try:
    assert (x, "msg")
    assert (1, "msg")
    print(x is -1, x is (), x is (1, 2), x is (1, x), x is not 1.5, x is 1 + 1, x is "a" "b", x is not ..., x is None, x is True, x is -True, x is not b"x", 1 is x is 2)
    (1)(2)
except TypeError as e: print(e)
try: [1]["a" + "b"]
except TypeError as e: print(e)
try: "abc"[-1.0]
except TypeError as e: print(e)
try: (1, 2)[1, 2]
except TypeError as e: print(e)
try: f"a"[1.0]
except TypeError as e: print(e)
try: [x for x in "a"][None]
except TypeError as e: print(e)
try: {1}[0]
except TypeError as e: print(e)
try: (lambda: 1)[0]
except TypeError as e: print(e)
try: (x for x in "a")[0]
except TypeError as e: print(e)
try: None[0]
except TypeError as e: print(e)
try: ...[0]
except TypeError as e: print(e)
try: [1][True] if False else None
except TypeError as e: print(e)
try: [1][1:2]
except TypeError as e: print(e)
try: {1: 2}(3)
except TypeError as e: print(e)
try: f"{x}"()
except TypeError as e: print(e)
try: (lambda: 1)()
except TypeError as e: print(e)
def f():
    return 1 is x
try: [1][{}]
except TypeError as e: print(e)
try: [1][{1:2}[1]]
except IndexError as e: print(e)
try: pass
except TypeError as e: print(e)
try: "ab"[b"x"]
except TypeError as e: print(e)
try: b"ab"["x"]
except TypeError as e: print(e)
try: [1][[]]
except TypeError as e: print(e)
try: [1][-1.0j]
except TypeError as e: print(e)
try: [1][(x for x in "")]
except TypeError as e: print(e)
def check(items, key):
    # Model-written code: a missing comma between tuples in a list.
    pairs = [
        ("a", 1)
        ("b", 2)
    ] if key is "never" else [("a", 1), ("b", 2)]
    return dict(pairs)[key]
print(check([], "a"))
code = compile("y = 1\nprint(y is 1)\n", "<agent>", "exec")
exec(code)
eval("[1]['x'] if False else 'evaluated'")
print(f() if False else "done")
for attempt in range(2):
    exec("z = 0\nprint(z is 0, z is not ())")
