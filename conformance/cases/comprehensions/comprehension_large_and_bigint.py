# Checks comprehensions over larger ranges and with big integers.
squares = [i * i for i in range(1000)]
print(len(squares), squares[-1], sum(squares))
print(sum(i for i in range(1, 10001)))
powers = [2 ** i for i in range(0, 101, 20)]
print(powers)
print([len(str(p)) for p in powers])
fact = 1
facts = [fact := fact * i for i in range(1, 26)]
print(facts[-1], len(facts))
print([f % 1000003 for f in facts[-3:]])
primes = [n for n in range(2, 200) if all(n % d for d in range(2, int(n ** 0.5) + 1))]
print(len(primes), primes[:10], primes[-5:])
print(max(primes), sum(primes))
fib = [0, 1]
[fib.append(fib[-1] + fib[-2]) for _ in range(98)]
print(fib[-1], len(fib))
print(sum(int(d) for d in str(fib[-1])))
big = {n: n ** 3 for n in range(10 ** 12, 10 ** 12 + 3)}
print(big)
print(sorted({n % 7 for n in range(10 ** 6, 10 ** 6 + 50)}))
