# Checks a 10 000-deep yield-from chain raises RecursionError when resumed
# expect: RecursionError: maximum recursion depth exceeded
def g(n):
    if n == 0:
        yield 'bottom'
    else:
        yield from g(n - 1)
print(list(g(10000)))
