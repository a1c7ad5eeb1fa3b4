# Checks big-int growth by computing Fibonacci, Lucas numbers and identities.
a, b = 0, 1
fibs = []
for _ in range(301):
    fibs.append(a)
    a, b = b, a + b
for i in [10, 50, 92, 93, 94, 100, 200, 300]:
    print(i, fibs[i])
print(fibs[93] > 2**64 - 1, fibs[92] < 2**63)
print(all(fibs[n] ** 2 - fibs[n - 1] * fibs[n + 1] == (-1) ** (n - 1) for n in range(1, 300)))
print(sum(fibs[:101]) == fibs[102] - 1)
print(fibs[300] % 10**9, fibs[300] // fibs[299], len(str(fibs[300])))
def fib_pair(n):
    if n == 0:
        return (0, 1)
    a, b = fib_pair(n // 2)
    c = a * (2 * b - a)
    d = a * a + b * b
    return (d, c + d) if n % 2 else (c, d)
print(fib_pair(300)[0] == fibs[300], fib_pair(1000)[0] % 10**20)
lucas = [2, 1]
while len(lucas) < 100:
    lucas.append(lucas[-1] + lucas[-2])
print(lucas[99], lucas[99] == fibs[98] + fibs[100])
print([f % 7 for f in fibs[:20]])
print(max(f for f in fibs if f < 10**30))
