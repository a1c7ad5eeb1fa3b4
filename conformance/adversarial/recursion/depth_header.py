# Checks the depth limit from the header bounds recursion (caught near depth 50)
# limits: depth=50
# expect: ok
# stdout-ends: True\n
def f(n):
    try:
        return f(n + 1)
    except RecursionError:
        return n
print(40 <= f(0) <= 50)
