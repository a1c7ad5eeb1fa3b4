# Checks integer loops with // and % via Collatz sequences, including values beyond 64 bits.
def collatz_len(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps
print([collatz_len(n) for n in range(1, 21)])
best = max(range(1, 3000), key=collatz_len)
print(best, collatz_len(best))
def trajectory(n):
    out = [n]
    while n != 1:
        n = n >> 1 if n & 1 == 0 else 3 * n + 1
        out.append(n)
    return out
t = trajectory(27)
print(len(t), max(t), t[:10], t[-5:])
big = 2**100 + 1
print(collatz_len(big), max(trajectory(big)))
print(collatz_len(2**64 - 1), collatz_len(2**200))
cache = {1: 0}
def cached(n):
    path = []
    while n not in cache:
        path.append(n)
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    base = cache[n]
    for i, v in enumerate(reversed(path)):
        cache[v] = base + i + 1
    return cache[path[0]] if path else base
print(sum(cached(n) for n in range(1, 2000)), len(cache) > 2000)
print(all(cached(n) == collatz_len(n) for n in range(1, 200)))
