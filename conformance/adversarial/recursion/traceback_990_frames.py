# Checks an exception raised 990 frames deep prints CPython's compressed traceback
# expect: ValueError: bottom
def f(n):
    if n == 0:
        raise ValueError('bottom')
    return f(n - 1)
f(990)
