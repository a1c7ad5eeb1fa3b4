# What a slot wrapper says when called wrongly: a missing or foreign receiver, a wrong number
# of arguments, keywords; and calling a name a type sets to None.


def show(label, thunk):
    try:
        print(label, "->", repr(thunk()))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


show("int.__add__()", lambda: int.__add__())
show("int.__add__('a', 1)", lambda: int.__add__("a", 1))
show("int.__add__(1)", lambda: int.__add__(1))
show("(1).__add__(1, 2)", lambda: (1).__add__(1, 2))
show("(1).__neg__(1)", lambda: (1).__neg__(1))
show("(1).__add__(x=1)", lambda: (1).__add__(x=1))
show("(2).__pow__()", lambda: (2).__pow__())
show("(2).__pow__(1, 2, 3)", lambda: (2).__pow__(1, 2, 3))
show("bool.__and__(1, 1)", lambda: bool.__and__(1, 1))
show("float.__add__(1, 1.0)", lambda: float.__add__(1, 1.0))
show("str.__len__(1)", lambda: str.__len__(1))
show("tuple.__len__([])", lambda: tuple.__len__([]))
show("set.__len__(frozenset())", lambda: set.__len__(frozenset()))
show("str.__add__('a', 1)", lambda: str.__add__("a", 1))
show("'a'.__mul__('b')", lambda: "a".__mul__("b"))
show("[1].__add__((1,))", lambda: [1].__add__((1,)))
show("(1,).__add__([1])", lambda: (1,).__add__([1]))
show("range(3).__getitem__(5)", lambda: range(3).__getitem__(5))
show("(1,).__getitem__('x')", lambda: (1,).__getitem__("x"))
show("iter([]).__next__()", lambda: iter([]).__next__())
show("[].__hash__()", lambda: [].__hash__())
show("object.__lt__(1)", lambda: object.__lt__(1))
show("type.__or__(int, 1)", lambda: type.__or__(int, 1))
show("int | 1", lambda: int | 1)
show("(1).__add__ = None", lambda: setattr(1, "__add__", None))
show("(1).__round__(1, 2)", lambda: (1).__round__(1, 2))
