# A value's __hash__ method gives the value's own hash, as hash() does.
class Money(int):
    pass


class Tag(str):
    pass


for value in (5, -1, 2**70, 1.5, True, "ab", b"ab", (1, "x"), frozenset({1, 2}), None, Money(7), Tag("t"), 3 + 4j):
    print(type(value).__name__, value.__hash__() == hash(value))
print((5).__hash__(), (-1).__hash__(), True.__hash__(), (2.0).__hash__())


class Plain:
    pass


p = Plain()
print(p.__hash__() == hash(p), type(p.__hash__()).__name__)
print(hash(""), hash(b""), hash("") == hash(b""), {"": 1}[""], "" in {"", "x"})
