"""Slice assignment statements grow, shrink and replace list parts."""

numbers = list(range(8))
numbers[2:4] = ["a", "b", "c"]
print(numbers)
numbers[::3] = [None] * len(numbers[::3])
print(numbers)
del numbers[1::2]
print(numbers)
numbers[:0] = ["start"]
numbers[len(numbers):] = ["end"]
print(numbers)
try:
    numbers[::2] = [1]
except ValueError as error:
    print(type(error).__name__, error)
numbers[:] = []
print(numbers)
