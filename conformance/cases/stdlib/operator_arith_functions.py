import operator as op

pairs = [(7, 2), (-7, 2), (7.5, 2), (2, 10)]
for a, b in pairs:
    print(a, b, op.add(a, b), op.sub(a, b), op.mul(a, b), op.truediv(a, b), op.floordiv(a, b), op.mod(a, b), op.pow(a, b) if isinstance(a, int) else "")
print(op.neg(3), op.pos(-3), op.abs(-3), op.invert(5), op.lshift(1, 4), op.rshift(32, 2))
print(op.and_(12, 10), op.or_(12, 10), op.xor(12, 10), op.not_(0))
print(op.lt(1, 2), op.le(2, 2), op.eq("a", "a"), op.ne(1, 1), op.ge(1, 2), op.gt(3, 2))
l = [1, 2, 3]
op.setitem(l, 0, 9)
op.delitem(l, 1)
print(l, op.getitem(l, -1))
x = [1]
y = op.iadd(x, [2])
print(x, y is x, op.iadd(1, 2))
print(op.matmul.__name__, op.__add__ is op.add)
try:
    op.truediv(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    op.index(1.5)
except TypeError as e:
    print("TypeError", e)
try:
    op.add(1, "a")
except TypeError as e:
    print("TypeError", e)
