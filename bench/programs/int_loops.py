# Integer arithmetic in nested while/for loops: Collatz lengths and a sieve.
def collatz_len(n):
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n //= 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


best, best_n = 0, 0
for i in range(1, 60000):
    c = collatz_len(i)
    if c > best:
        best, best_n = c, i
print(best_n, best)

limit = 300000
sieve = [True] * (limit + 1)
sieve[0] = sieve[1] = False
i = 2
while i * i <= limit:
    if sieve[i]:
        for j in range(i * i, limit + 1, i):
            sieve[j] = False
    i += 1
total = 0
count = 0
for k in range(limit + 1):
    if sieve[k]:
        count += 1
        total = (total * 31 + k) % 1000000007
print(count, total)
