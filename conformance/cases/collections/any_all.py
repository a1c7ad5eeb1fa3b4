# Checks any() and all() with empty iterables, short-circuiting and generator arguments.
print(any([]), all([]), any([0, 0]), all([1, 1]), any([0, 1]), all([1, 0]), any(""), all(""))
print(any([None, "", [], 0.0]), all(["a", [0], -1]), any([[]]), all([[]]), any([[0]]))
print(all(x > 0 for x in [1, 2, 3]), any(x > 2 for x in [1, 2, 3]), all(c.isdigit() for c in "123a"))
checked = []
def check(x):
    checked.append(x)
    return x > 2
print(any(check(x) for x in [1, 3, 5, 7]), checked)
checked.clear()
print(all(check(x) for x in [5, 1, 7]), checked)
checked.clear()
print(any(map(check, [0, 0])), checked)
it = iter([0, 0, 1, 2, 3])
print(any(it), list(it))
data = [[1, 2], [3, 4], [5, 6]]
print(all(len(r) == 2 for r in data), any(6 in r for r in data), all(sum(r) % 2 for r in data))
print(any(range(0)), all(range(1, 5)), all(range(0, 5)))
print(any({0: "a"}), any({1: "b"}), all({"": 1}), any(set()), all((True,)))
def valid_password(p):
    return len(p) >= 8 and any(c.isupper() for c in p) and any(c.isdigit() for c in p) and not any(c.isspace() for c in p)
print([valid_password(p) for p in ["short1A", "longenough1", "LongEnough1", "Long Enough1", "NODIGITSHERE"]])
try:
    any(5)
except TypeError as e:
    print(type(e).__name__, e)
