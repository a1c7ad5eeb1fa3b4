# Checks an uncaught NameError raised inside a function, with a suggestion from local names.
def mean(values):
    total = 0
    for v in values:
        total += v
    return total / len(values)


def summarize(values):
    total = 0
    for v in values:
        total += v
    print("partial", total)
    return totl / len(values)


print("start")
print("mean", mean([1, 2, 3, 4]))
print(summarize([1, 2, 3]))
print("never printed")
