# The operator after a parenthesized left operand gets the `^` (CPython skips the `)`).
def ratio(a, b, c):
    return (a + b) / (c - c)


print(ratio(1, 2, 4) if False else "start")
ratio(1, 2, 3)
