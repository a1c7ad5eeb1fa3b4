from collections import deque

d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d, len(d), d[0], d[-1])
print(d.pop(), d.popleft(), d)
d.extend([7, 8])
d.extendleft([-1, -2])
print(d)
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
print(d.count(7), d.index(8), 2 in d, 99 in d)
d.remove(7)
d.reverse()
print(d, list(reversed(d)))
d.insert(1, "x")
d[0] = "first"
del d[2]
print(d)
last3 = deque(maxlen=3)
for i in range(6):
    last3.append(i)
print(last3, last3.maxlen)
last3.appendleft(-1)
print(last3)
print(deque("abc") == deque("abc"), deque([1, 2]) < deque([1, 3]))
print(deque([1]) + deque([2]), deque([1, 2]) * 2)
e = deque()
for method in (e.pop, e.popleft):
    try:
        method()
    except IndexError as err:
        print("IndexError", err)
try:
    deque([1])[5]
except IndexError as err:
    print("IndexError", err)
try:
    deque([1]).remove(2)
except ValueError as err:
    print("ValueError", err)
queue = deque([("start", 0)])
seen = []
while queue:
    node, depth = queue.popleft()
    seen.append(node)
    if depth < 2:
        queue.extend([(f"{node}.{i}", depth + 1) for i in range(2)])
print(seen)
print(bool(deque()), deque(range(3), maxlen=2))
