import reprlib

print(reprlib.repr(list(range(100))))
print(reprlib.repr("x" * 100))
print(reprlib.repr({i: str(i) * 3 for i in range(10)}))
print(reprlib.repr(set(range(20))), reprlib.repr(frozenset("abcdefghij")))
print(reprlib.repr((1,)), reprlib.repr(()), reprlib.repr(set()), reprlib.repr(frozenset()))
print(reprlib.repr(2 ** 200))
print(reprlib.repr([[[[[[[[1]]]]]]]]))
print(reprlib.repr({"a": {"b": {"c": {"d": {"e": {"f": {"g": 1}}}}}}}))

short = reprlib.Repr()
short.maxlist = 2
short.maxstring = 12
short.maxother = 10
short.fillvalue = "~"
print(short.repr(["alpha", "beta", "gamma"]), short.repr("abcdefghijklmnopqrstuvwxyz"))
print(short.repr(object)[:6], short.repr(range(1000)))


class Broken:
    def __repr__(self):
        raise ValueError("no")


print(reprlib.repr(Broken()).startswith("<Broken instance at 0x"))


class Node:
    def __init__(self, name):
        self.name = name
        self.children = []

    @reprlib.recursive_repr()
    def __repr__(self):
        return f"Node({self.name!r}, {self.children!r})"


root = Node("root")
root.children.append(Node("leaf"))
root.children.append(root)
print(repr(root))
print(Node.__repr__.__name__, Node.__repr__.__qualname__)


class Ring(list):
    @reprlib.recursive_repr("<loop>")
    def __repr__(self):
        return "Ring(" + ", ".join(map(repr, self)) + ")"


r = Ring([1, 2])
r.append(r)
print(repr(r))
