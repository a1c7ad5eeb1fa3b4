# An augmented assignment is marked as a whole statement.
def accumulate(items):
    total = 0
    for item in items:
        total += item
    return total


accumulate([1, 2, "3"])
