"""Stack and queue classes wrapping a list and a deque."""

from collections import deque


class Stack:
    def __init__(self):
        self._items = []

    def push(self, item):
        self._items.append(item)

    def pop(self):
        if not self._items:
            raise IndexError("pop from empty stack")
        return self._items.pop()

    def __len__(self):
        return len(self._items)


class Queue:
    def __init__(self):
        self._items = deque()

    def put(self, item):
        self._items.append(item)

    def get(self):
        return self._items.popleft()


s, q = Stack(), Queue()
for ch in "abc":
    s.push(ch)
    q.put(ch)
print([s.pop() for _ in range(len(s))], [q.get() for _ in range(3)])
try:
    s.pop()
except IndexError as error:
    print(error)
try:
    q.get()
except IndexError as error:
    print(error)
