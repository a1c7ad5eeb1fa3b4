"""itertools laziness: how far a generator is consumed by islice, takewhile, zip_longest and
tee, groupby groups invalidated when the outer iterator moves on, cycle saving its input,
and product/permutations consuming their inputs up front."""
import itertools


def numbers(log, n=10):
    for i in range(n):
        log.append(i)
        yield i


log = []
print(list(itertools.islice(numbers(log), 2, 5)), log)
log = []
print(list(itertools.takewhile(lambda x: x < 3, numbers(log))), log)
log = []
print(list(itertools.dropwhile(lambda x: x < 7, numbers(log))), log)
log = []
it = numbers(log)
print(list(itertools.islice(it, 3)), next(it), log)
log = []
a, b = itertools.tee(numbers(log, 5))
print(next(a), next(a), log, next(b), list(a), list(b), log)
log = []
product = itertools.product(numbers(log, 3), "ab")
print(log, next(product), log)
log = []
perms = itertools.permutations(numbers(log, 3), 2)
print(log, next(perms), log)
groups = itertools.groupby("aaabbbcc")
key_a, group_a = next(groups)
key_b, group_b = next(groups)
print(key_a, list(group_a), key_b, next(group_b), list(group_b))
groups = itertools.groupby([1, 1, 2, 2, 3])
stored = [(k, g) for k, g in groups]
print([(k, list(g)) for k, g in stored])
log = []
cyc = itertools.cycle(numbers(log, 3))
print([next(cyc) for _ in range(7)], log)
log = []
print(list(zip(numbers(log, 5), "ab")), log)
log = []
print(list(itertools.zip_longest(numbers(log, 2), "abc")), log)
log = []
acc = itertools.accumulate(numbers(log, 4))
print(next(acc), next(acc), log, list(acc))
counter = itertools.count(5)
print(next(counter), next(counter), list(itertools.islice(counter, 3)), next(counter))
pairs = itertools.pairwise(numbers([], 4))
print(next(pairs), list(pairs))
chained = itertools.chain(numbers(log := [], 2), numbers(log, 2))
print(list(chained), log)
