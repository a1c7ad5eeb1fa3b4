# Checks recursion with dict memoization, mutual recursion and recursion depth errors.
memo = {}
def fib(n):
    if n < 2:
        return n
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]
print(fib(30), fib(90), fib(200), len(memo))
def count_paths(r, c, cache={}):
    if r == 0 or c == 0:
        return 1
    if (r, c) not in cache:
        cache[(r, c)] = count_paths(r - 1, c) + count_paths(r, c - 1)
    return cache[(r, c)]
print(count_paths(2, 2), count_paths(10, 10), count_paths(16, 16))
def coin_change(amount, coins, memo=None):
    if memo is None:
        memo = {}
    if amount == 0:
        return 1
    if amount < 0 or not coins:
        return 0
    key = (amount, len(coins))
    if key not in memo:
        memo[key] = coin_change(amount - coins[0], coins, memo) + coin_change(amount, coins[1:], memo)
    return memo[key]
print(coin_change(100, [1, 5, 10, 25, 50]), coin_change(0, [1]), coin_change(3, [2]))
def lcs(a, b):
    table = {}
    def go(i, j):
        if i == len(a) or j == len(b):
            return ""
        if (i, j) not in table:
            if a[i] == b[j]:
                table[(i, j)] = a[i] + go(i + 1, j + 1)
            else:
                x, y = go(i + 1, j), go(i, j + 1)
                table[(i, j)] = x if len(x) >= len(y) else y
        return table[(i, j)]
    return go(0, 0)
print(repr(lcs("AGGTAB", "GXTXAYB")), repr(lcs("abc", "def")), repr(lcs("kitten", "sitting")))
def infinite(n):
    return infinite(n + 1)
try:
    infinite(0)
except RecursionError as e:
    print(type(e).__name__, e)
print(isinstance(RecursionError(), RuntimeError))
