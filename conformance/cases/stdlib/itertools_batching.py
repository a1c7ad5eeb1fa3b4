from itertools import islice, zip_longest, pairwise, starmap, tee, compress


def chunked(it, n):
    it = iter(it)
    while True:
        chunk = list(islice(it, n))
        if not chunk:
            return
        yield chunk


print(list(chunked(range(10), 3)))
print(list(zip_longest("abcd", "xy", fillvalue="-")))
print(list(zip_longest([1, 2], [3], [4, 5, 6])))
print(list(pairwise([1, 4, 9, 16])), list(pairwise("a")))
print([b - a for a, b in pairwise([3, 7, 8, 15])])
print(list(starmap(pow, [(2, 3), (3, 2), (10, 0)])))
a, b = tee(iter([1, 2, 3]))
print(list(a), list(b))
print(list(compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(list(islice(range(100), 5, 20, 4)), list(islice("abc", None)))
try:
    list(islice(range(3), -1))
except ValueError as e:
    print("ValueError", e)
try:
    tee([1], -1)
except ValueError as e:
    print("ValueError", e)
