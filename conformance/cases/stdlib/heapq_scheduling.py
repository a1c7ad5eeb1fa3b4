import heapq

tasks = [(3, "write docs"), (1, "fix bug"), (2, "review"), (1, "deploy"), (5, "lunch")]
heap = []
for t in tasks:
    heapq.heappush(heap, t)
while heap:
    print(heapq.heappop(heap))
nums = [9, 1, 8, 2, 7, 3]
heapq.heapify(nums)
print(nums, nums[0])
print(heapq.heappushpop(nums, 0), heapq.heapreplace(nums, 10), nums)
print(heapq.nlargest(3, [5, 1, 9, 3, 7]), heapq.nsmallest(2, [5, 1, 9, 3, 7]))
people = [{"n": "a", "age": 30}, {"n": "b", "age": 25}, {"n": "c", "age": 35}]
print([p["n"] for p in heapq.nlargest(2, people, key=lambda p: p["age"])])
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [0, 9])))
print(list(heapq.merge(["b", "d"], ["a", "c"], reverse=False)), list(heapq.merge([3, 1], [2], reverse=True)))
print(list(heapq.merge(["aa", "b"], ["ccc"], key=len)))
print(heapq.nlargest(0, [1]), heapq.nsmallest(10, [3, 1]))
try:
    heapq.heappop([])
except IndexError as e:
    print("IndexError", e)
try:
    heapq.heappush([1], "a")
except TypeError as e:
    print("TypeError", e)
