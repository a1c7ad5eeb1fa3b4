"""Returning tuples and unpacking them, with star targets."""


def min_max_mean(values):
    return min(values), max(values), sum(values) / len(values)


low, high, mean = min_max_mean([4, 8, 15, 16, 23, 42])
print(low, high, mean)
first, *middle, last = range(6)
print(first, middle, last)
(a, b), c = (1, 2), 3
print(a, b, c)
try:
    x, y = min_max_mean([1])
except ValueError as error:
    print(error)
