import bisect
import heapq

h = []
for x in [5, 1, 8, 3, 9, 2]:
    heapq.heappush(h, x)
print(h)
print([heapq.heappop(h) for _ in range(3)], h)
data = [9, 7, 5, 3, 1, 8, 6, 4, 2, 0]
heapq.heapify(data)
print(data)
print(heapq.heapreplace(data, 10), data)
print(heapq.heappushpop(data, -1), heapq.heappushpop(data, 11), data)
print(heapq.nlargest(3, [1, 8, 2, 23, 7, -4, 18, 23, 42, 37, 2]))
print(heapq.nsmallest(3, [1, 8, 2, 23, 7, -4, 18, 23, 42, 37, 2]))
people = [{"name": "a", "age": 30}, {"name": "b", "age": 25}, {"name": "c", "age": 35}]
print(heapq.nsmallest(2, people, key=lambda p: p["age"]))
print(list(heapq.merge([1, 3, 5], [2, 4, 6], [0, 7])))
print(list(heapq.merge(["b", "d"], ["a", "c"], key=str.upper)))
print(list(heapq.merge([5, 3, 1], [4, 2], reverse=True)))
tasks = []
heapq.heappush(tasks, (2, "write"))
heapq.heappush(tasks, (1, "plan"))
heapq.heappush(tasks, (3, "ship"))
print([heapq.heappop(tasks)[1] for _ in range(3)])
try:
    heapq.heappop([])
except IndexError as e:
    print("IndexError", e)

scores = [60, 70, 80, 90]
grades = "FDCBA"
print([grades[bisect.bisect(scores, s)] for s in [33, 99, 77, 70, 89, 90, 100]])
a = [1, 2, 4, 4, 8]
print(bisect.bisect_left(a, 4), bisect.bisect_right(a, 4), bisect.bisect(a, 0), bisect.bisect(a, 9))
bisect.insort(a, 5)
bisect.insort_left(a, 4)
print(a)
print(bisect.bisect_left(a, 4, 3), bisect.bisect_right(a, 4, 0, 2))
records = [("a", 1), ("b", 5), ("c", 9)]
print(bisect.bisect_left(records, 5, key=lambda r: r[1]))
try:
    bisect.bisect([], 1, -1)
except ValueError as e:
    print("ValueError", e)
