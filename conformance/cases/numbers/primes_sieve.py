# Checks a sieve of Eratosthenes, trial division and prime factorization with big ints.
def sieve(n):
    is_p = [True] * (n + 1)
    is_p[0] = is_p[1] = False
    for i in range(2, int(n ** 0.5) + 1):
        if is_p[i]:
            is_p[i * i::i] = [False] * len(range(i * i, n + 1, i))
    return [i for i, p in enumerate(is_p) if p]
ps = sieve(1000)
print(len(ps), ps[:15], ps[-5:], sum(ps))
def factor(n):
    out = []
    d = 2
    while d * d <= n:
        while n % d == 0:
            out.append(d)
            n //= d
        d += 1 if d == 2 else 2
    if n > 1:
        out.append(n)
    return out
for n in [1, 2, 12, 97, 360, 1001, 2**32 + 1, 600851475143, 2**40 - 1, 10**8 + 7, 2**64 * 3**5]:
    print(n, factor(n))
def is_prime_mr(n):
    if n < 2:
        return False
    for p in [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True
print([n for n in range(2**64 - 100, 2**64) if is_prime_mr(n)])
print(is_prime_mr(2**127 - 1), is_prime_mr(2**128 + 1), all(is_prime_mr(p) for p in ps))
