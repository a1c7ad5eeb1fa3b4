# Checks nested comprehensions building and transforming matrices.
rows, cols = 3, 4
m = [[r * cols + c for c in range(cols)] for r in range(rows)]
for row in m:
    print(row)
t = [[m[r][c] for r in range(rows)] for c in range(cols)]
for row in t:
    print(row)
print([list(col) for col in zip(*m)] == t)
ident = [[1 if i == j else 0 for j in range(4)] for i in range(4)]
print(ident)
a = [[1, 2], [3, 4]]
b = [[5, 6], [7, 8]]
prod = [[sum(a[i][k] * b[k][j] for k in range(2)) for j in range(2)] for i in range(2)]
print(prod)
print([[x * 2 for x in row] for row in a])
print([sum(row) for row in m])
print([sum(col) for col in zip(*m)])
print([[m[r][c] for c in range(cols) if (r + c) % 2 == 0] for r in range(rows)])
table = [[f"{i}x{j}={i * j}" for j in range(1, 4)] for i in range(1, 4)]
for row in table:
    print(" | ".join(row))
grid = [["." for _ in range(5)] for _ in range(3)]
grid[1][2] = "#"
print("\n".join("".join(row) for row in grid))
shared = [["."] * 3] * 2
shared[0][0] = "X"
print(shared)
diag = [m[i][i] for i in range(min(rows, cols))]
print(diag)
tri = [[j for j in range(i + 1)] for i in range(4)]
print(tri, [len(r) for r in tri])
