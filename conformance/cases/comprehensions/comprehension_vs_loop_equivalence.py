# Checks that comprehensions produce the same results as equivalent explicit loops.
data = [5, 3, 8, 1, 9, 2, 7]

loop_result = []
for x in data:
    if x > 3:
        loop_result.append(x * 10)
comp_result = [x * 10 for x in data if x > 3]
print(loop_result, comp_result, loop_result == comp_result)

loop_pairs = []
for i in range(3):
    for j in range(i, 3):
        loop_pairs.append((i, j))
comp_pairs = [(i, j) for i in range(3) for j in range(i, 3)]
print(comp_pairs, loop_pairs == comp_pairs)

loop_dict = {}
for idx, val in enumerate(data):
    if idx % 2 == 0:
        loop_dict[val] = idx
comp_dict = {val: idx for idx, val in enumerate(data) if idx % 2 == 0}
print(comp_dict, loop_dict == comp_dict)

loop_set = set()
for x in data:
    loop_set.add(x % 4)
comp_set = {x % 4 for x in data}
print(sorted(comp_set), loop_set == comp_set)

acc = 0
for x in data:
    acc += x * x
print(acc, sum(x * x for x in data))

mapped = list(map(lambda x: x + 1, data))
print(mapped == [x + 1 for x in data], mapped)
filtered = list(filter(lambda x: x % 2, data))
print(filtered == [x for x in data if x % 2], filtered)
