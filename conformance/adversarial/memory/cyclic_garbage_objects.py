# Checks instances that point to themselves, dropped in a loop, are collected
# limits: memory=16MiB steps=0
# expect: ok
# stdout-ends: done 49999\n
class Node:
    def __init__(self, n):
        self.me = self
        self.payload = [n] * 50
        self.peer = {'node': self}
for i in range(50000):
    Node(i)
print('done', i)
