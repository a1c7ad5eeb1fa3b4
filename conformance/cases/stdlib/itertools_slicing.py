import itertools

data = "ABCDEFG"
print(list(itertools.islice(data, 2)))
print(list(itertools.islice(data, 2, 4)))
print(list(itertools.islice(data, 2, None)))
print(list(itertools.islice(data, 0, None, 2)))
print(list(itertools.islice(data, 5, 2)))
print(list(itertools.islice(data, None)))
it = iter(range(10))
print(list(itertools.islice(it, 3)), next(it))
it = iter(range(10))
print(list(itertools.islice(it, 1, 6, 2)), next(it))
it = iter(range(10))
print(list(itertools.islice(it, 4, 2)), next(it))
for args in [(-1,), (1, -1), (0, 5, 0), ("a",), (1, 2, 3, 4)]:
    try:
        itertools.islice(data, *args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(list(itertools.takewhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(itertools.dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(itertools.compress("ABCDEF", [1, 0, 1, 0, 1, 1])))
print(list(itertools.filterfalse(lambda x: x % 2, range(10))))
print(list(itertools.filterfalse(None, [0, 1, "", "a", None])))
print(list(itertools.starmap(pow, [(2, 5), (3, 2), (10, 3)])))
