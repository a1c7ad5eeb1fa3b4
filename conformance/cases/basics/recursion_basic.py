# Checks recursive functions: factorial, fibonacci, hanoi, flattening, permutations.
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print([fact(i) for i in range(10)])
print(fact(30))
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print([fib(i) for i in range(15)])
moves = []
def hanoi(n, src, dst, via):
    if n == 0:
        return
    hanoi(n - 1, src, via, dst)
    moves.append((src, dst))
    hanoi(n - 1, via, dst, src)
hanoi(4, "A", "C", "B")
print(len(moves), moves[:5])
def flatten(x):
    if isinstance(x, list):
        out = []
        for item in x:
            out.extend(flatten(item))
        return out
    return [x]
print(flatten([1, [2, [3, [4, [5]]]], [], [[6, 7]]]))
def perms(s):
    if len(s) <= 1:
        return [s]
    return [s[i] + p for i in range(len(s)) for p in perms(s[:i] + s[i + 1:])]
print(perms("abc"))
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3))
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(500))
def is_even(n):
    return True if n == 0 else is_odd(n - 1)
def is_odd(n):
    return False if n == 0 else is_even(n - 1)
print(is_even(10), is_odd(7), is_even(7))
def power_set(items):
    if not items:
        return [[]]
    rest = power_set(items[1:])
    return rest + [[items[0]] + r for r in rest]
print(power_set([1, 2, 3]))
