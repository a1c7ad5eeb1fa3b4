# Checks a weak-reference callback that loops forever is stopped by the step limit, not swallowed as an ignored exception
# limits: steps=500000
# expect: TimeoutError: step limit of 500000 steps exceeded
import gc
import weakref


class Node:
    pass


def spin(ref):
    while True:
        pass


node = Node()
r = weakref.ref(node, spin)
del node
gc.collect()
print("not reached")
