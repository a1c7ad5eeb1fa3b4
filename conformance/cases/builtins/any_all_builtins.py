# Checks any()/all() over various truthiness cases and short-circuiting.
print(any([]), all([]))
print(any([0, "", None]), all([1, "a", [0]]))
print(any([0, 0.0, 1]), all([1, 1, 0]))
print(any("abc"), all(""), any(""), all("a"))
print(any({0: "x"}), any({1: None}), all({0: 1}))
print(any([[]]), all([[]]), any([[0]]))
print(any(x > 3 for x in range(5)), all(x < 5 for x in range(5)))
print(all(isinstance(x, int) for x in [1, 2, True]))
print(any(c.isupper() for c in "hello World"))
seen = []
def check(x):
    seen.append(x)
    return x > 2

print(any(check(x) for x in [1, 2, 3, 4, 5]), seen)
seen.clear()
print(all(check(x) for x in [5, 4, 1, 6]), seen)
seen.clear()
print(any(map(check, [])), seen)
rows = [{"ok": True}, {"ok": True}, {"ok": False}]
print(all(r["ok"] for r in rows), any(not r["ok"] for r in rows))
print(any(range(0)), any(range(2)), all(range(1, 4)), all(range(0, 4)))
