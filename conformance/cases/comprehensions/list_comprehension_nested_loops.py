# Checks list comprehensions with multiple for clauses and multiple ifs.
print([(x, y) for x in range(3) for y in range(2)])
print([(x, y) for x in range(4) for y in range(x)])
print([x * y for x in [1, 2, 3] for y in [10, 100]])
print([a + b for a in "ab" for b in "xyz"])
print([(x, y) for x in range(5) if x % 2 for y in range(5) if y > x])
print([(a, b, c) for a in range(1, 15) for b in range(a, 15) for c in range(b, 15) if a * a + b * b == c * c])
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([v for row in matrix for v in row])
print([v for row in matrix for v in row if v % 2 == 1])
print([row[i] for i in range(3) for row in matrix])
print([w for line in ["a b", "c d e", ""] for w in line.split()])
print([(i, ch) for i, word in enumerate(["hi", "yo"]) for ch in word])
print([n for n in range(50) if n % 3 == 0 if n % 5 == 0 if n > 0])
print([x for x in range(3) for _ in range(x)])
pairs = [(x, y) for x in range(1, 4) for y in range(1, 4) if x != y]
print(pairs, len(pairs))
cards = [r + s for s in "SH" for r in "AKQ"]
print(cards)
print([[x, y] for x in [] for y in range(3)])
print([[x, y] for x in range(3) for y in []])
