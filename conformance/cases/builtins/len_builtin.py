# Checks len() on all sized builtin types and its TypeError for unsized objects.
print(len(""), len("abc"), len("héllo"), len("日本語"), len("🙂🙂"))
print(len([]), len([1, [2, 3]]), len(()), len((1,)))
print(len({}), len({"a": 1, "b": 2}), len(set()), len({1, 2, 2, 3}))
print(len(frozenset("aab")), len(range(10)), len(range(0, 10, 3)), len(range(5, 0)))
print(len(range(10, 0, -1)), len(range(-5, 5, 2)), len(b"bytes"), len(b""))
print(len("a\nb\tc"), len("\\"), len(str(10 ** 100)))
d = {"x": 1}
print(len(d.keys()), len(d.values()), len(d.items()))
print(len([None] * 7), len("ab" * 50))
for bad in [5, 3.5, None, True]:
    try:
        len(bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    len(x for x in "abc")
except TypeError as e:
    print("TypeError:", e)
try:
    len()
except TypeError as e:
    print("TypeError:", e)
