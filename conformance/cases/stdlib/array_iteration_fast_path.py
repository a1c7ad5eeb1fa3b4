# Iterating arrays: the iterator sees items appended, removed and replaced while it runs, stays
# exhausted once done, and works through for loops, next(), list(), sum() and unpacking, for
# arrays of every kind and for subclasses.
from array import array

a = array('i', [1, 2, 3])
out = []
for x in a:
    out.append(x)
    if x == 1:
        a.append(4)
    if x == 2:
        a[-1] = 40
print(out, a)

b = array('d', [1.5, 2.5, 3.5, 4.5])
seen = []
for x in b:
    seen.append(x)
    del b[0]
print(seen, b)

it = iter(array('b', [7]))
print(next(it), next(it, "done"), next(it, "again"))
c = array('h', [1])
it = iter(c)
print(list(it))
c.append(2)
print(list(it), next(it, "still done"))

it = iter(array('u', 'hi'))
print(it.__next__(), it.__next__())
try:
    it.__next__()
except StopIteration:
    print("StopIteration")

print(list(array('f', [0.1, 0.5])), sum(array('q', range(10))), tuple(array('B', b'ab')))
x, y = array('L', [5, 6])
print(x, y, sorted(array('d', [3.0, 1.0, 2.0])), max(array('i', [4, 9, 2])))
print(list(array('I')), [v * 2 for v in array('H', [1, 2])], list(enumerate(array('d', [0.5]))))


class Sub(array):
    def __iter__(self):
        print("iter")
        return super().__iter__()


class Items(array):
    def __getitem__(self, i):
        return -1


print(list(Sub('i', [1, 2])), list(Items('i', [1, 2])), [v for v in Items('d', [3.0])])
nested = [array('d', [1.0, 2.0]), array('d', [3.0])]
print([v for row in nested for v in row], list(zip(nested[0], nested[1])))
it = iter(array('i', [1, 2, 3]))
print(type(it).__name__, next(it), list(it), list(it))
