# Checks comprehensions using indices, slices, windows and neighbours.
data = [3, 8, 2, 9, 4, 7, 1]
print([data[i] for i in range(0, len(data), 2)])
print([data[i] - data[i - 1] for i in range(1, len(data))])
print([data[i:i + 3] for i in range(len(data) - 2)])
print([sum(data[i:i + 3]) for i in range(len(data) - 2)])
print([max(data[:i + 1]) for i in range(len(data))])
print([i for i in range(1, len(data) - 1) if data[i] > data[i - 1] and data[i] > data[i + 1]])
print([(a, b) for a, b in zip(data, data[1:])])
print([b > a for a, b in zip(data, data[1:])])
print([data[-i] for i in range(1, 4)])
print([x for x in data[::-1]])
print([data[i] for i in sorted(range(len(data)), key=lambda i: data[i])])
print(sorted(range(len(data)), key=lambda i: -data[i])[:3])
text = "abcdefghij"
print([text[i:i + 4] for i in range(0, len(text), 4)])
print([text[:i] for i in range(4)])
print([text[i::3] for i in range(3)])
running = [sum(data[:i + 1]) for i in range(len(data))]
print(running)
pos = {v: i for i, v in enumerate(data)}
print([pos[v] for v in sorted(data)])
