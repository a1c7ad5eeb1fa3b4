# In a chain of additions, the failing one is marked with all the operands before it.
def add_values(a, b, c, d, e):
    return a + b + c + d + e


add_values(1, 2, None, 3, 4)
