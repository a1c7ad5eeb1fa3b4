# Checks sorted(): key, reverse, stability, mixed numeric types and list.sort().
nums = [5, 2, 9, 1, 5, 6, -3, 0]
print(sorted(nums), nums)
print(sorted(nums, reverse=True))
print(sorted(nums, key=abs))
print(sorted(nums, key=lambda n: (n % 3, n)))
print(sorted("banana"))
print(sorted(["pear", "Apple", "fig", "apple", "Banana"]))
print(sorted(["pear", "Apple", "fig", "apple", "Banana"], key=str.lower))
print(sorted(["pear", "Apple", "fig", "apple", "Banana"], key=len))
print(sorted(["pear", "Apple", "fig", "apple", "Banana"], key=len, reverse=True))
recs = [("bob", 3), ("amy", 1), ("cal", 3), ("dee", 2), ("eve", 1)]
print(sorted(recs, key=lambda r: r[1]))
print(sorted(recs, key=lambda r: r[1], reverse=True))
print(sorted(recs, key=lambda r: (-r[1], r[0])))
print(sorted([3, 1.5, 2, True, -0.5]))
print(sorted({"b": 1, "a": 2, "c": 0}))
print(sorted({"b": 1, "a": 2, "c": 0}.items(), key=lambda kv: kv[1]))
print(sorted((3, 1, 2)), sorted(range(5, 0, -1)), sorted([]))
print(sorted([[2, 1], [1, 5], [1, 2], [2]]))
print(sorted([(1, "b"), (1, "a"), (0, "z")]))
lst = [4, 1, 3]
print(lst.sort(), lst)
lst.sort(reverse=True)
print(lst)
words = ["ccc", "a", "bb", "dd", "e"]
words.sort(key=len)
print(words)
try:
    sorted([1, "a", 2])
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([1, 2], lambda x: x)
except TypeError as e:
    print("TypeError:", e)
