# List, dict, set comprehensions and generator expressions, nested and filtered.
total = 0
for rep in range(12):
    squares = [i * i for i in range(20000)]
    evens = [x for x in squares if x % 2 == 0]
    table = {i: str(i) for i in range(0, 20000, 3)}
    inverse = {v: k for k, v in table.items() if k % 2}
    pairs = [(i, j) for i in range(150) for j in range(i, 150) if (i + j) % 7 == 0]
    mods = {x % 1009 for x in squares}
    matrix = [[i * j for j in range(60)] for i in range(60)]
    transposed = [[row[i] for row in matrix] for i in range(60)]
    total += len(evens) + len(inverse) + len(pairs) + len(mods)
    total += sum(x for x in evens if x % 3 == 0) % 1000
    total += sum(sum(r) for r in transposed) % 1000
print(total, evens[:5], pairs[-1], sorted(mods)[:5])
