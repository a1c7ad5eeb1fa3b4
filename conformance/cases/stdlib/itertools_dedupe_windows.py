from itertools import islice, tee, chain, groupby, count


def unique_everseen(iterable, key=None):
    seen = set()
    for el in iterable:
        k = el if key is None else key(el)
        if k not in seen:
            seen.add(k)
            yield el


def sliding(iterable, n):
    its = tee(iterable, n)
    for i, it in enumerate(its):
        next(islice(it, i, i), None)
        for _ in range(i):
            next(it, None)
    return zip(*its)


print(list(unique_everseen("AAAABBBCCDAABBB")), list(unique_everseen("ABBcCAD", str.lower)))
print(list(sliding(range(6), 3)), list(sliding("ab", 3)))
print([k for k, _ in groupby(sorted("mississippi"))])
flat = list(chain.from_iterable([[1, 2], [3], [], [4, 5]]))
print(flat, list(zip(count(1), "xyz")))
it = iter(range(10))
print(list(islice(it, 3)), list(islice(it, 3)), next(it))
