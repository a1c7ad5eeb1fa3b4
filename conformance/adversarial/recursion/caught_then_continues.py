# Checks a caught RecursionError leaves the interpreter usable for more recursion
# expect: ok
# stdout-ends: 500\n
def f(n):
    return f(n + 1)
for attempt in range(3):
    try:
        f(0)
    except RecursionError as e:
        print('caught', attempt, str(e))
def g(n):
    return 0 if n == 0 else 1 + g(n - 1)
print(g(500))
