# Checks list.sort/sorted stability, key functions, reverse stability and mixed-type errors.
records = [("bob", 25), ("alice", 30), ("carol", 25), ("dave", 30), ("eve", 22), ("frank", 25)]
print(sorted(records, key=lambda r: r[1]))
print(sorted(records, key=lambda r: r[1], reverse=True))
by_name = sorted(records)
print(by_name)
print(sorted(by_name, key=lambda r: r[1]))
lst = records[:]
lst.sort(key=lambda r: -r[1])
print(lst)
lst.sort(key=lambda r: r[0][-1])
print(lst)
words = ["banana", "Apple", "cherry", "apple", "Cherry", "b"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len), sorted(words, key=len, reverse=True))
nums = [3, -1, 4, -1, 5, -9, 2, 6]
print(sorted(nums), sorted(nums, reverse=True), sorted(nums, key=abs), sorted(nums, key=lambda n: (n % 2, n)))
print(sorted([0.5, -0.0, 0.0, 0, -1, 1e-9, True, False]))
print(sorted([[2, 1], [1, 2, 3], [1, 2], [], [1]]), sorted([(1, "b"), (1, "a"), (0, "z")]))
data = [5, 2, 8]
result = data.sort()
print(result, data)
print(sorted("zyx"), sorted((3, 1, 2)), sorted({3: "a", 1: "b"}), sorted({5, 1, 3}))
try:
    sorted([1, "2", 3])
except TypeError as e:
    print(type(e).__name__, e)
try:
    [3, None, 1].sort()
except TypeError as e:
    print(type(e).__name__, e)
try:
    sorted([1, 2], key=5)
except TypeError as e:
    print(type(e).__name__, e)
big = [(i * 7919) % 101 for i in range(101)]
print(sorted(big) == list(range(101)), sorted(big)[:5], big[:5])
print(sorted(["b", "a"], key=None), sorted([], reverse=True))
