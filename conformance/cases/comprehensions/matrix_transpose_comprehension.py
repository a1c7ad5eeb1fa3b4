"""Nested comprehensions building and transposing matrices."""

m = [[1, 2, 3], [4, 5, 6]]

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('[[i * j for j in range(3)] for i in range(3)]', lambda: [[i * j for j in range(3)] for i in range(3)])
show('[list(row) for row in zip(*m)]', lambda: [list(row) for row in zip(*m)])
show('[x for row in m for x in row]', lambda: [x for row in m for x in row])
show('[x for row in m for x in row if x % 2]', lambda: [x for row in m for x in row if x % 2])
show('[[row[i] for row in m] for i in range(len(m[0]))]', lambda: [[row[i] for row in m] for i in range(len(m[0]))])
show('sum(sum(r) for r in m)', lambda: sum(sum(r) for r in m))
show('[row[::-1] for row in m]', lambda: [row[::-1] for row in m])
show('[[0] * 2 for _ in range(2)]', lambda: [[0] * 2 for _ in range(2)])
