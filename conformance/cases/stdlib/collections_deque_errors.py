"""collections.deque edge cases: bounded deques dropping from the other end, rotation, index
with bounds, insert into a full deque, comparisons, copies, and the exact error messages."""
import copy
from collections import deque


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


d = deque(range(5), maxlen=3)
print(d, d.maxlen, len(d))
d.append(9)
d.appendleft(-1)
print(d)
d.extend([10, 11])
d.extendleft([20, 21])
print(d, deque(maxlen=0), deque([1], maxlen=0))
r = deque(range(6))
r.rotate(2)
print(r)
r.rotate(-3)
print(r)
r.rotate(0)
r.rotate(13)
print(r, r.index(4), r.index(4, 2), r.count(1), 3 in r, 99 in r)
attempt("index missing", lambda: r.index(99))
attempt("index out of range window", lambda: r.index(4, 0, 1))
attempt("pop empty", lambda: deque().pop())
attempt("popleft empty", lambda: deque().popleft())
attempt("remove missing", lambda: deque([1]).remove(2))
attempt("getitem out of range", lambda: deque([1])[5])
attempt("setitem out of range", lambda: deque([1]).__setitem__(-3, 0))
attempt("slice", lambda: deque([1, 2])[0:1])
attempt("maxlen negative", lambda: deque([], -1))
attempt("maxlen float", lambda: deque([], 1.5))
attempt("insert full", lambda: deque([1, 2], maxlen=2).insert(0, 5))
attempt("hash", lambda: hash(deque()))
q = deque([1, 2, 3])
q.insert(1, "x")
q.insert(-1, "y")
q.insert(100, "end")
print(q, q[-1], q[0])
del q[1]
q[0] = "first"
print(q, q.copy(), copy.copy(q), copy.deepcopy(deque([[1]], maxlen=4)))
q.reverse()
print(q, list(reversed(q)), deque("abc") == deque("abc"), deque([1, 2]) < deque([1, 3]), deque([1]) == [1])
print(deque([1, 2]) + deque([3]), deque([1, 2]) * 2, 2 * deque([0]), deque([1, 2], maxlen=3) * 2)
e = deque([1, 2], maxlen=3)
e += [3, 4]
print(e, e.maxlen, repr(deque()), repr(deque(maxlen=5)), bool(deque()), deque("ab").clear())
attempt("add list", lambda: deque([1]) + [2])
attempt("compare with list", lambda: deque([1]) < [2])
attempt("missing attribute", lambda: deque().push)
mutating = deque([1, 2, 3])


def mutate_while_iterating():
    for item in mutating:
        mutating.append(item)


attempt("mutated during iteration", mutate_while_iterating)
