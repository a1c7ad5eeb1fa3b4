import itertools

print(list(itertools.islice(itertools.count(), 5)))
print(list(itertools.islice(itertools.count(10, -3), 4)))
print(list(itertools.islice(itertools.count(0.5, 0.25), 3)))
print(list(itertools.islice(itertools.cycle([1, 2, 3]), 7)))
print(list(itertools.cycle([])))
print(list(itertools.repeat("ab", 3)), list(itertools.repeat(1, 0)), list(itertools.repeat(1, -2)))
print(list(zip(range(3), itertools.repeat(None))))
print(list(map(pow, range(5), itertools.repeat(2))))
print(next(x for x in itertools.count(1) if x * x > 50))
