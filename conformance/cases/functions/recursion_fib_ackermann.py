# Checks simple recursion: factorial, fibonacci, ackermann (small), gcd, power sets.
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)

print([fact(i) for i in range(10)])
print(fact(30))

def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)

print([fib(i) for i in range(15)])

memo = {}
def fib_memo(n):
    if n in memo:
        return memo[n]
    r = n if n < 2 else fib_memo(n - 1) + fib_memo(n - 2)
    memo[n] = r
    return r

print(fib_memo(90))
print(len(memo))

def ack(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ack(m - 1, 1)
    return ack(m - 1, ack(m, n - 1))

for m in range(3):
    print(m, [ack(m, n) for n in range(4)])
print(ack(2, 3))

def gcd(a, b):
    return a if b == 0 else gcd(b, a % b)

print(gcd(48, 18), gcd(17, 5), gcd(0, 9))

def subsets(items):
    if not items:
        return [[]]
    rest = subsets(items[1:])
    return rest + [[items[0]] + s for s in rest]

print(subsets([1, 2, 3]))

def hanoi(n, src, dst, via, moves):
    if n == 0:
        return moves
    hanoi(n - 1, src, via, dst, moves)
    moves.append((src, dst))
    hanoi(n - 1, via, dst, src, moves)
    return moves

mv = hanoi(3, "A", "C", "B", [])
print(len(mv), mv)
