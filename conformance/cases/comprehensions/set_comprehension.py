# Checks set comprehensions (printed sorted or with int elements only).
nums = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]
s = {n for n in nums}
print(sorted(s), len(s))
print(sorted({n % 4 for n in nums}))
print(sorted({w.lower() for w in ["Apple", "apple", "APPLE", "Pear"]}))
print(sorted({len(w) for w in "the quick brown fox jumps".split()}))
print({n * 0 for n in nums})
print(set() == {x for x in []}, type({x for x in "a"}).__name__)
evens = {n for n in range(10) if n % 2 == 0}
odds = {n for n in range(10) if n % 2}
print(sorted(evens | odds), sorted(evens & odds), sorted(evens - {0, 2}))
print(sorted({(x, y) for x in range(3) for y in range(3) if x <= y}))
print(sorted({c for c in "mississippi"}))
vowels = {c for c in "programming language" if c in "aeiou"}
print(sorted(vowels), len(vowels))
print(4 in {n for n in nums}, 7 in {n for n in nums})
seen = {abs(n) for n in [-2, 2, -3, 3, 0]}
print(sorted(seen))
fs = frozenset(n * n for n in range(4))
print(sorted(fs), type(fs).__name__)
