# Checks repr/str of nested and recursive containers and of empty and single-element collections.
print([], (), {}, set(), frozenset(), [[]], [()], ({},), {(): []})
print([1], (1,), {1: 1}, {1}, frozenset({1}), [None], (None,))
print([1, [2, [3, [4]]]], ((1, 2), (3, (4,))), {"a": {"b": {"c": {}}}})
print(["str", 'quote\'s', 1.5, -0.0, True, None, b"b", range(2)])
print({1: [1, 2], "k": (3,), (4, 5): {"n": None}, None: 1.0})
print([{1, 2}, frozenset({3}), {4: set()}])
lst = [1, 2]
lst.append(lst)
print(lst, repr(lst), str(lst))
d = {"self": None}
d["self"] = d
print(d)
a = [1]
b = [a, a]
print(b)
outer = [[]]
outer[0].append(outer)
print(outer)
t = ([],)
t[0].append(t)
print(t)
print(repr([1.0, 1e100, 1e-100, float("inf"), 0.1 + 0.2]))
print(str({"a": "b"}), repr({"a": "b"}), str(["x"]) == repr(["x"]))
print([[1, 2], [3, 4]] == [[1, 2], [3, 4]], len(str([[1, 2]] * 3)))
print(list(range(3)), tuple("ab"), dict(a=[1]), [list("ab")], [(k, v) for k, v in {"z": 0}.items()])
print(["é", "日本", "😀"], ("\n", "\t"), {"\\": "'"})
