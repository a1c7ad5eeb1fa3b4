# Checks objects dropped in a loop while weak references to them are kept are still collected, their references cleared
# limits: memory=16MiB steps=0
# expect: ok
# stdout-ends: live 0\n
import weakref


class Node:
    def __init__(self, n):
        self.payload = [n] * 40


refs = []
for i in range(60000):
    refs.append(weakref.ref(Node(i)))
    if len(refs) > 1000:
        refs = refs[-10:]
dead = 0
for i in range(60000):
    node = Node(i)
    r = weakref.ref(node, lambda ref: None)
    del node
    if r() is None:
        dead += 1
print("some dead:", dead > 0)
print("live", sum(1 for r in refs if r() is not None))
