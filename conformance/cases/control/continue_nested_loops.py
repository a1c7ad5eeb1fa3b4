# Checks continue and break inside nested loops and their interaction with loop variables.
for i in range(4):
    for j in range(4):
        if j == i:
            continue
        if j > 2:
            break
        print(i, j, end="; ")
    print()
pairs = []
for a in range(1, 6):
    if a % 2 == 0:
        continue
    for b in range(a, 6):
        if (a + b) % 3 == 0:
            continue
        pairs.append((a, b))
print(pairs)
found = None
for x in range(10):
    for y in range(10):
        if x * y == 42:
            found = (x, y)
            break
    if found:
        break
print(found, x, y)
lines = ["data 1", "# comment", "", "data 2", "stop", "data 3"]
for line in lines:
    if not line:
        continue
    if line.startswith("#"):
        continue
    if line == "stop":
        break
    print("processing", line)
count = 0
for i in range(5):
    j = 0
    while j < 5:
        j += 1
        if j % 2:
            continue
        count += 1
print(count)
triples = [(a, b, c) for a in range(1, 20) for b in range(a, 20) for c in range(b, 20) if a * a + b * b == c * c]
print(triples)
