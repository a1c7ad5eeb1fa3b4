"""itertools argument checking: the exact TypeError/ValueError messages of islice, repeat,
combinations, permutations, product, accumulate, count, pairwise, zip_longest, tee and
groupby, and their behaviour at the edges (r > n, empty inputs, negative counts)."""
import itertools
import operator


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


attempt("islice negative stop", lambda: list(itertools.islice("abc", -1)))
attempt("islice negative start", lambda: list(itertools.islice("abc", -1, 2)))
attempt("islice zero step", lambda: list(itertools.islice("abc", 0, 2, 0)))
attempt("islice float", lambda: list(itertools.islice("abc", 1.5)))
attempt("islice str", lambda: list(itertools.islice("abc", "1")))
attempt("islice no args", lambda: itertools.islice("abc"))
print(list(itertools.islice("abcdef", None)), list(itertools.islice("abcdef", 2, None, 2)), list(itertools.islice("ab", 5, 9)))
attempt("repeat negative", lambda: list(itertools.repeat("x", -2)))
attempt("repeat float", lambda: itertools.repeat("x", 1.5))
attempt("combinations negative", lambda: list(itertools.combinations("abc", -1)))
attempt("permutations negative", lambda: list(itertools.permutations("abc", -1)))
attempt("permutations float", lambda: list(itertools.permutations("abc", 1.0)))
attempt("product negative repeat", lambda: list(itertools.product("ab", repeat=-1)))
attempt("product bad kw", lambda: list(itertools.product("ab", times=2)))
attempt("product non-iterable", lambda: list(itertools.product(1)))
attempt("chain non-iterable", lambda: list(itertools.chain([1], 2)))
attempt("count str", lambda: itertools.count("a"))
attempt("accumulate non-callable", lambda: list(itertools.accumulate([1, 2], 3)))
attempt("accumulate mixed", lambda: list(itertools.accumulate([1, "a"])))
attempt("pairwise int", lambda: itertools.pairwise(3))
attempt("zip_longest bad kw", lambda: itertools.zip_longest("a", fill=1))
attempt("tee negative", lambda: itertools.tee("abc", -1))
attempt("starmap non-tuple", lambda: list(itertools.starmap(pow, [1, 2])))
attempt("compress short", lambda: list(itertools.compress("abcd", [1, 0])))
attempt("cycle none", lambda: itertools.cycle(None))
print(list(itertools.combinations("abc", 5)), list(itertools.permutations("ab", 3)), list(itertools.product()))
print(list(itertools.product("ab", repeat=0)), list(itertools.combinations([], 0)), list(itertools.permutations([])))
print(list(itertools.combinations_with_replacement("ab", 3)), list(itertools.combinations_with_replacement("", 2)))
print(list(itertools.accumulate([3, 1, 4, 1, 5], max)), list(itertools.accumulate([1, 2, 3], initial=100)))
print(list(itertools.accumulate([], initial=0)), list(itertools.accumulate("abc")), list(itertools.accumulate([2, 3, 4], operator.mul)))
print(list(itertools.islice(itertools.count(0.5, 0.25), 4)), list(itertools.islice(itertools.count(10, -3), 3)))
print(list(itertools.zip_longest("ab", "xyz", [1], fillvalue="-")), list(itertools.pairwise("a")), list(itertools.pairwise("abc")))
print(list(itertools.repeat(1, 0)), list(itertools.islice(itertools.repeat([]), 2)), list(itertools.starmap(pow, [(2, 3), (3, 2)])))
a, b = itertools.tee(iter([1, 2, 3]))
print(next(a), next(a), list(b), list(a), [list(t) for t in itertools.tee("xy", 3)], itertools.tee("x", 0))
groups = itertools.groupby("aaabbc")
first_key, first_group = next(groups)
second_key, second_group = next(groups)
print(first_key, list(first_group), second_key, list(second_group))
print([(k, len(list(g))) for k, g in itertools.groupby(sorted([3, 1, 2, 5, 4]), key=lambda n: n % 2)])
print(list(itertools.filterfalse(None, [0, 1, "", "a"])), list(itertools.dropwhile(lambda n: n < 3, [1, 5, 2])))
print(list(itertools.takewhile(lambda n: n < 3, [1, 2, 5, 1])), list(itertools.compress("abc", [1, 0, 1, 1])))
print(list(itertools.chain.from_iterable(["ab", [1], ()])), list(itertools.islice(itertools.cycle("ab"), 5)))
