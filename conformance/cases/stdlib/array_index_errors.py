# Array indexing: int, __index__ and bool indices, huge and negative ones, bad index and item
# types, and which error comes first when both the index and the item are wrong.
from array import array
a = array('d', [1.0, 2.0, 3.0])
for idx, val in [(10, "x"), (-4, 1.0), (1, "x"), ("k", 1.0), (1.5, 2.0), (True, 5.0), (-1, 7)]:
    try:
        a[idx] = val
        print("ok", a)
    except Exception as e:
        print(type(e).__name__, e)
for idx in [10, -4, "k", 1.5, True, -1, 2**70]:
    try:
        print(a[idx])
    except Exception as e:
        print(type(e).__name__, e)
class I:
    def __index__(self): return 1
b = array('i', [1, 2, 3])
print(b[I()], b[-3])
b[I()] = 9
del b[I()]
print(b)
for bad in [2**31, "x", 1.0]:
    try:
        b[0] = bad
    except Exception as e:
        print(type(e).__name__, e)
try:
    del b[5]
except IndexError as e:
    print(e)
try:
    del b["a"]
except TypeError as e:
    print(e)
class F(float): pass
c = array('d', [0.0])
c[0] = F(2.5); c[-1] += 1
print(c, type(c[0]).__name__)
