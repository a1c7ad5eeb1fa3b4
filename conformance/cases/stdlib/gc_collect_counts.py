# gc.collect() reports what CPython's cycle collector frees: objects in unreachable reference
# cycles (and what hangs off them), not the garbage reference counting frees at once.
import gc


class Node:
    pass


def make_cycle():
    a = Node()
    b = Node()
    a.other = b
    b.other = a


def make_acyclic():
    items = [Node() for _ in range(10)]
    text = "x" * 100
    return None


gc.collect()
print(gc.collect())
make_acyclic()
print(gc.collect())
make_cycle()
print(gc.collect())
for i in range(5):
    make_cycle()
print(gc.collect())
me = []
me.append(me)
del me
print(gc.collect())
