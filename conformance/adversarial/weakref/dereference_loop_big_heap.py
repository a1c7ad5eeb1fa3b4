# Checks reading weak references in a loop over a big heap stops at the time limit, its collections charged
# limits: memory=256MiB steps=0 time=1
# expect: TimeoutError: time limit of 1.0 seconds exceeded
import weakref


class Node:
    pass


nodes = [Node() for _ in range(300000)]
refs = [weakref.ref(n) for n in nodes]
while True:
    for r in refs:
        r()
