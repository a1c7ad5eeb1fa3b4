import itertools

print([(k, list(g)) for k, g in itertools.groupby("AAAABBBCCDAABBB")])
print([k for k, g in itertools.groupby("AAAABBBCCD")])
print([(k, len(list(g))) for k, g in itertools.groupby([1, 1, 2, 2, 2, 1])])
words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
for letter, group in itertools.groupby(sorted(words), key=lambda w: w[0]):
    print(letter, list(group))
rows = [{"dept": "eng", "n": 3}, {"dept": "eng", "n": 1}, {"dept": "ops", "n": 2}]
print({k: sum(r["n"] for r in g) for k, g in itertools.groupby(rows, key=lambda r: r["dept"])})
groups = itertools.groupby("aabbc")
k1, g1 = next(groups)
k2, g2 = next(groups)
print(k1, list(g1), k2, list(g2))
groups = itertools.groupby("aaabbb")
k, g = next(groups)
print(k, next(g))
k, g = next(groups)
print(k, list(g))
print(list(itertools.groupby([])))
a, b, c = itertools.tee("xyz", 3)
print(next(a), next(a), list(b), list(a), list(c))
print(itertools.tee([1], 0))
x, y = itertools.tee(iter([1, 2, 3]))
print(list(zip(x, y)))
print(list(itertools.pairwise("ABCDE")), list(itertools.pairwise("A")))
print(list(itertools.zip_longest("ABCD", "xy", fillvalue="-")))
print(list(itertools.zip_longest([1], [2, 3], [4, 5, 6])))
print(list(itertools.zip_longest()))
