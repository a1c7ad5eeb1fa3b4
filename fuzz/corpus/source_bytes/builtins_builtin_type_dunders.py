print(int.__repr__(5), float.__repr__(1.5), str.__repr__("a"), list.__repr__([1]), tuple.__repr__((1,)))
print(bytes.__repr__(b"x"), set.__repr__({1}), frozenset.__repr__(frozenset()), dict.__repr__({1: 2}))
print(True.__repr__(), (7).__repr__(), (2.5).__repr__(), "q".__repr__())


class Loud(int):
    def __repr__(self):
        return "Loud(" + int.__repr__(self) + ")"


class Quiet(float):
    pass


print(repr(Loud(3)), int.__repr__(Loud(3)), repr(Quiet(0.5)), str(Loud(4)))
