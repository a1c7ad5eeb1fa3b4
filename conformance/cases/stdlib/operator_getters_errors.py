"""operator's itemgetter, attrgetter and methodcaller: reprs, dotted names, several items,
keyword arguments, and their errors; plus index, length_hint, countOf/indexOf, call and the
in-place functions on mutable and immutable values."""
import operator


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


class Node:
    def __init__(self, name, child=None):
        self.name = name
        self.child = child

    def greet(self, greeting, punctuation="!"):
        return f"{greeting}, {self.name}{punctuation}"


tree = Node("root", Node("leaf"))
print(repr(operator.itemgetter(1)), repr(operator.itemgetter(1, "a")), repr(operator.attrgetter("child.name")))
print(repr(operator.attrgetter("a", "b")), repr(operator.methodcaller("greet", "hi", punctuation="?")))
print(repr(operator.methodcaller("strip")), operator.attrgetter("child.name")(tree), operator.attrgetter("name", "child.name")(tree))
print(operator.methodcaller("greet", "hi", punctuation="?")(tree), operator.itemgetter(0, -1)("abc"), operator.itemgetter(slice(1, 3))("abcd"))
print(operator.itemgetter("k")({"k": 1}), operator.itemgetter()("abc") if False else "-", sorted([(2, "b"), (1, "c")], key=operator.itemgetter(1)))
attempt("itemgetter missing key", lambda: operator.itemgetter("z")({"k": 1}))
attempt("itemgetter index", lambda: operator.itemgetter(5)([1]))
attempt("itemgetter no args", lambda: operator.itemgetter())
attempt("attrgetter missing", lambda: operator.attrgetter("child.nope")(tree))
attempt("attrgetter non-str", lambda: operator.attrgetter(1))
attempt("attrgetter no args", lambda: operator.attrgetter())
attempt("methodcaller non-str", lambda: operator.methodcaller(3))
attempt("methodcaller no args", lambda: operator.methodcaller())
attempt("methodcaller missing method", lambda: operator.methodcaller("nope")(tree))
print(operator.index(7), operator.index(True), operator.length_hint([1, 2]), operator.length_hint(3, 9))
attempt("index float", lambda: operator.index(1.5))
attempt("index str", lambda: operator.index("1"))
attempt("length_hint bad default", lambda: operator.length_hint([], "x"))
print(operator.countOf([1, 2, 1, 1.0], 1), operator.indexOf("abc", "c"), operator.contains([1, 2], 2), operator.concat([1], [2]))
attempt("indexOf missing", lambda: operator.indexOf([1, 2], 3))
attempt("concat ints", lambda: operator.concat(1, 2))
attempt("concat str list", lambda: operator.concat("a", [1]))
items = [1]
same = operator.iadd(items, [2])
print(same is items, items, operator.iadd((1,), (2,)), operator.imul("ab", 2), operator.ior({1}, {2}), operator.isub(5, 2))
print(operator.call(max, 1, 5, key=lambda n: -n), operator.truth([]), operator.is_(None, None), operator.is_not(1, None))
print(operator.neg(5), operator.pos(-0.0), operator.inv(5), operator.invert(0), operator.abs(-2), operator.not_(0))
print(operator.lshift(1, 10), operator.rshift(1024, 3), operator.mod("%s-%s", (1, 2)), operator.floordiv(-7, 2), operator.truediv(1, 4))
attempt("lshift negative", lambda: operator.lshift(1, -1))
attempt("matmul ints", lambda: operator.matmul(1, 2))
attempt("truediv zero", lambda: operator.truediv(1, 0))
attempt("neg str", lambda: operator.neg("a"))
d = {"a": 1}
operator.setitem(d, "b", 2)
operator.delitem(d, "a")
print(d, operator.getitem([1, 2, 3], slice(None, None, -1)), operator.lt(1, 2), operator.ge("b", "a"), operator.eq([1], [1]))
