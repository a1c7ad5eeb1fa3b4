import operator
from operator import attrgetter, itemgetter, methodcaller

rows = [{"name": "bob", "age": 25, "city": "NY"}, {"name": "ann", "age": 31, "city": "LA"}, {"name": "cy", "age": 25, "city": "LA"}]
print([r["name"] for r in sorted(rows, key=itemgetter("age", "name"))])
print(itemgetter("city")(rows[0]), itemgetter(0, 2)("abc"), itemgetter(slice(1, None))([1, 2, 3]))


class P:
    def __init__(self, name, addr):
        self.name, self.addr = name, addr


class A:
    def __init__(self, zip):
        self.zip = zip


ps = [P("x", A("99")), P("y", A("10"))]
print([p.name for p in sorted(ps, key=attrgetter("addr.zip"))], attrgetter("name", "addr.zip")(ps[0]))
print(methodcaller("split", ",")("a,b"), methodcaller("rjust", 5, "*")("ab"))
print(list(map(methodcaller("upper"), ["a", "b"])))
try:
    itemgetter("zzz")(rows[0])
except KeyError as e:
    print("KeyError", e)
try:
    attrgetter("nope")(ps[0])
except AttributeError as e:
    print("AttributeError", e)
print(repr(itemgetter(1)), repr(attrgetter("a.b")), repr(methodcaller("f", 1, k=2)))
print(operator.index(5), operator.length_hint([1, 2]), operator.contains([1], 1), operator.countOf([1, 1, 2], 1))
print(operator.indexOf("abc", "c"), operator.is_(None, None), operator.truth([]), operator.concat([1], [2]))
