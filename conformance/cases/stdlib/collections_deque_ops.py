from collections import deque

d = deque(range(5), maxlen=5)
d.append(5)
print(d)
d.appendleft(-1)
print(d, d.maxlen)
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
d.extendleft([10, 11])
print(d)
print(d.index(2), d.count(2), 3 in d, d[0], d[-1])
d.remove(2)
print(d)
try:
    d.remove(99)
except ValueError as e:
    print("ValueError", e)
try:
    deque().pop()
except IndexError as e:
    print("IndexError", e)
try:
    deque().popleft()
except IndexError as e:
    print("IndexError", e)
window = deque(maxlen=3)
avgs = []
for x in [1, 2, 3, 4, 5, 6]:
    window.append(x)
    avgs.append(sum(window) / len(window))
print(avgs)
print(deque("abc") + deque("de"), deque([1, 2]) * 2, list(reversed(deque([1, 2, 3]))))
d2 = deque([1, 2, 3])
d2.reverse()
d2.insert(1, 9)
print(d2, d2 == deque([3, 9, 2, 1]), deque([1]) < deque([2]))
