"""Helpers taking *values for quick statistics."""


def mean(*values):
    if not values:
        raise ValueError("mean() needs at least one value")
    return sum(values) / len(values)


def spread(*values):
    return max(values) - min(values)


print(mean(1, 2, 3, 4), spread(3, 9, 1))
data = [2.5, 3.5, 9.0]
print(mean(*data), spread(*data))
try:
    mean()
except ValueError as error:
    print(error)
