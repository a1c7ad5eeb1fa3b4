# Checks a singly linked list class with recursion, iteration, reversal, __len__, __repr__ and __eq__.
class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next

class LinkedList:
    def __init__(self, values=()):
        self.head = None
        for v in reversed(list(values)):
            self.push(v)

    def push(self, value):
        self.head = Node(value, self.head)

    def append(self, value):
        if self.head is None:
            self.head = Node(value)
            return
        cur = self.head
        while cur.next:
            cur = cur.next
        cur.next = Node(value)

    def __iter__(self):
        cur = self.head
        while cur is not None:
            yield cur.value
            cur = cur.next

    def __len__(self):
        return self._count(self.head)

    def _count(self, node):
        return 0 if node is None else 1 + self._count(node.next)

    def reverse(self):
        prev, cur = None, self.head
        while cur:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev
        return self

    def remove(self, value):
        self.head = self._remove(self.head, value)

    def _remove(self, node, value):
        if node is None:
            raise ValueError(f"{value!r} not in list")
        if node.value == value:
            return node.next
        node.next = self._remove(node.next, value)
        return node

    def __eq__(self, other):
        return isinstance(other, LinkedList) and list(self) == list(other)

    def __repr__(self):
        return " -> ".join(repr(v) for v in self) or "<empty>"

ll = LinkedList([1, 2, 3])
print(ll, len(ll))
ll.append(4)
ll.push(0)
print(ll, len(ll), list(ll), sum(ll))
print(ll.reverse(), ll.head.value)
ll.remove(2)
ll.remove(4)
print(ll, len(ll))
try:
    ll.remove(99)
except ValueError as e:
    print("ValueError:", e)
print(LinkedList([1, 2]) == LinkedList([1, 2]), LinkedList([1]) == LinkedList([2]), LinkedList() == [])
empty = LinkedList()
print(empty, len(empty), list(empty), bool(empty))
print(LinkedList("abc"), 3 in LinkedList(range(5)), max(LinkedList([3, 9, 2])))
big = LinkedList(range(200))
print(len(big), big.reverse().head.value)
