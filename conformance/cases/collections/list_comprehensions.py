# Checks list comprehensions: filters, nested loops, conditional expressions, nested comprehensions.
print([x * x for x in range(10)])
print([x for x in range(20) if x % 3 == 0 if x % 2 == 0])
print([(x, y) for x in range(3) for y in range(x)])
print([[x * y for y in range(1, 4)] for x in range(1, 4)])
print([c.upper() if c in "aeiou" else c for c in "comprehension"])
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([row[i] for row in matrix for i in range(len(row)) if i == 1])
print([[row[i] for row in matrix] for i in range(3)])
print([v for row in matrix for v in row if v % 2])
print([len(w) for w in "the quick brown fox".split()])
print([i for i in range(0)], [None for _ in "ab"])
x = "outer"
result = [x for x in "ab"]
print(result, x)
print([y for y in [1, 2, 3] if (z := y * 10) > 15], z)
words = ["apple", "Bob", "civic", "Dad", "eye"]
print([w for w in words if w.lower() == w.lower()[::-1]])
print([(i, c) for i, c in enumerate("abc") if i != 1])
print([a + b for a, b in zip([1, 2, 3], [10, 20, 30])])
flat = [item for sub in [[1], [2, 3], [], [4, [5]]] for item in sub]
print(flat)
print([str(n) for n in range(5)], [int(c) for c in "2024"])
primes = [n for n in range(2, 50) if all(n % d for d in range(2, int(n ** 0.5) + 1))]
print(primes)
print([[0] * 2 for _ in range(2)], [x if x > 0 else 0 for x in [-2, -1, 0, 1, 2]])
funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
