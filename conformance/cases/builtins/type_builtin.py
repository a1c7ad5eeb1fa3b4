# Checks type(x) printing and comparison, and type names of builtin values.
vals = [1, 1.5, "s", b"b", True, None, [1], (1,), {"a": 1}, {1}, frozenset(), range(1), slice(1), 10 ** 30]
for v in vals:
    print(type(v))
print(type(lambda: 0))
print(type(int), type(type))
print(type(ValueError("x")), type(KeyError))
print(type(1) == int, type(True) == int, type(True) is bool, type("") is str)
print(type(1)(3.9), type("x")(5), type([])("ab"), type(3.0)("2"))
print([type(v).__name__ for v in vals])
print(int.__name__, str.__name__, type(None).__name__, type(x for x in "").__name__)
print(type({}.keys()).__name__, type({}.values()).__name__, type({}.items()).__name__)
print(type(zip()).__name__, type(map(int, "")).__name__, type(filter(None, "")).__name__, type(enumerate("")).__name__)
print(type(1) in (int, float), type(1.5) in (int, float), type("x") in (int, float))
print({type(v).__name__ for v in [1, 2, 3]} == {"int"})
