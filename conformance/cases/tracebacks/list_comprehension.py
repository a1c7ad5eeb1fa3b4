# A comprehension's own frame (<listcomp>) between the caller and the failure.
def inverses(values):
    return [1 / v for v in values]


print(inverses([1, 2, 4]))
print(inverses([1, 0]))
