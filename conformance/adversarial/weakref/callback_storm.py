# Checks weak-reference callbacks that make more weakly referenced garbage stop at the step limit
# limits: steps=2000000 memory=32MiB
# expect: TimeoutError: step limit of 2000000 steps exceeded
import gc
import weakref


class Node:
    pass


keep = []


def respawn(ref):
    node = Node()
    keep.append(weakref.ref(node, respawn))


for _ in range(100):
    respawn(None)
while True:
    gc.collect()
