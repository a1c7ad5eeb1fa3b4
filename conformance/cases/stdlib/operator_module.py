import operator

print(operator.add(1, 2), operator.sub(5, 3), operator.mul("ab", 2), operator.truediv(7, 2), operator.floordiv(7, 2))
print(operator.mod(7, 3), operator.pow(2, 10), operator.neg(3), operator.pos(-3), operator.abs(-4))
print(operator.and_(6, 3), operator.or_(6, 3), operator.xor(6, 3), operator.invert(5), operator.lshift(1, 4), operator.rshift(16, 2))
print(operator.lt(1, 2), operator.le(2, 2), operator.eq(1, 1.0), operator.ne(1, 2), operator.gt(1, 2), operator.ge(3, 2))
print(operator.not_(0), operator.truth([]), operator.is_(None, None), operator.is_not(1, None))
print(operator.contains([1, 2], 2), operator.countOf([1, 2, 1], 1), operator.indexOf("abc", "c"))
d = {"a": 1}
operator.setitem(d, "b", 2)
print(operator.getitem(d, "b"), d)
operator.delitem(d, "a")
print(d)
print(operator.concat([1], [2]), operator.index(7))
lst = [1]
print(operator.iadd(lst, [2]), lst)
get_second = operator.itemgetter(1)
print(get_second("abc"), operator.itemgetter(0, 2)("abc"), operator.itemgetter("k")({"k": "v"}))
print(sorted([("b", 2), ("a", 2), ("c", 1)], key=operator.itemgetter(1, 0)))


class Node:
    def __init__(self, name, child=None):
        self.name = name
        self.child = child


n = Node("root", Node("leaf"))
print(operator.attrgetter("name")(n), operator.attrgetter("child.name")(n), operator.attrgetter("name", "child.name")(n))
print(operator.methodcaller("split", ",")("a,b"), operator.methodcaller("replace", "a", b="x") if False else "skip")
print(operator.methodcaller("center", 7, "*")("hi"))
print(operator.itemgetter(1), operator.attrgetter("a.b"), operator.methodcaller("f", 1, k=2))
print(list(map(operator.mul, [1, 2, 3], [4, 5, 6])))
