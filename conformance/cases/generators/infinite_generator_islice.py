"""An infinite generator consumed with islice and takewhile."""

from itertools import islice, takewhile


def primes():
    found = []
    n = 2
    while True:
        if all(n % p for p in found if p * p <= n):
            found.append(n)
            yield n
        n += 1


print(list(islice(primes(), 10)))
print(list(takewhile(lambda p: p < 30, primes())))
