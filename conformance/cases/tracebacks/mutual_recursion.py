def a(n):
    return b(n)
def b(n):
    return a(n) if n else 1
a(1)
