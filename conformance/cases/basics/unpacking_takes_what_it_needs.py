# Unpacking into a fixed number of targets reads at most one item more than it needs, so an
# endless iterator fails at once and what is left stays in the iterator.
import itertools


def pairs_from(stream):
    first, second = stream
    return first, second


try:
    a, b = itertools.count()
except ValueError as e:
    print("count:", e)

it = iter([1, 2, 3, 4])
try:
    a, b = it
except ValueError as e:
    print("list iterator:", e)
print("left in the iterator:", list(it))

gen = (n * n for n in range(10))
try:
    x, y, z = gen
except ValueError as e:
    print("generator:", e)
print("generator resumes at:", next(gen))

try:
    a, b = range(10**18)
except ValueError as e:
    print("range:", e)

try:
    (a, b), c = [(1, 2, 3), 4]
except ValueError as e:
    print("nested:", e)

try:
    a, b, c = iter([1])
except ValueError as e:
    print("short:", e)

seen = []


def noisy():
    for n in range(5):
        seen.append(n)
        yield n


try:
    a, b = noisy()
except ValueError as e:
    print(e, "after reading", seen)

first, *rest = itertools.islice(itertools.count(), 4)
print(first, rest)
print(pairs_from("ab"), pairs_from({"k": 1, "v": 2}))
try:
    a, b = 5
except TypeError as e:
    print(e)
