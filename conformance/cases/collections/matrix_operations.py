# Checks nested-list matrix code: transpose, multiplication, identity, determinant and rotation.
A = [[1, 2, 3], [4, 5, 6]]
B = [[7, 8], [9, 10], [11, 12]]
def transpose(m):
    return [list(col) for col in zip(*m)]
def matmul(x, y):
    return [[sum(a * b for a, b in zip(row, col)) for col in zip(*y)] for row in x]
def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]
def det(m):
    if len(m) == 1:
        return m[0][0]
    return sum((-1) ** c * m[0][c] * det([row[:c] + row[c + 1:] for row in m[1:]]) for c in range(len(m)))
print(transpose(A), transpose(B))
print(matmul(A, B), matmul(B, A))
print(matmul(identity(3), B) == B, identity(2))
M = [[2, -3, 1], [2, 0, -1], [1, 4, 5]]
print(det(M), det(identity(4)), det([[1, 2], [2, 4]]), det([[0.5, 1.5], [2, 3]]))
def rotate(m):
    return [list(row) for row in zip(*m[::-1])]
sq = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
r = sq
for _ in range(4):
    r = rotate(r)
    print(r)
print([sum(row) for row in sq], [sum(col) for col in zip(*sq)], sum(sq[i][i] for i in range(3)))
print([row[::-1] for row in sq], sq[::-1], [sq[i][2 - i] for i in range(3)])
def mat_pow(m, n):
    result = identity(len(m))
    while n:
        if n & 1:
            result = matmul(result, m)
        m = matmul(m, m)
        n >>= 1
    return result
print(mat_pow([[1, 1], [1, 0]], 90)[0][1])
flat = [v for row in sq for v in row]
print(flat, [flat[i:i + 3] for i in range(0, 9, 3)] == sq)
