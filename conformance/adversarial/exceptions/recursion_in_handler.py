# Checks recursing from every except block chains 1000 exceptions and reports RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
def f():
    try:
        raise ValueError('level')
    except ValueError:
        f()
f()
