# Checks hand-written itertools-style generators: count, take, chain, cycle, islice, pairwise, groupby.
def count(start=0, step=1):
    n = start
    while True:
        yield n
        n += step

def take(n, it):
    it = iter(it)
    for _ in range(n):
        try:
            yield next(it)
        except StopIteration:
            return

def chain(*iterables):
    for it in iterables:
        yield from it

def cycle(iterable):
    saved = []
    for x in iterable:
        saved.append(x)
        yield x
    while saved:
        yield from saved

def islice(it, start, stop, step=1):
    for i, x in enumerate(it):
        if i >= stop:
            return
        if i >= start and (i - start) % step == 0:
            yield x

def pairwise(it):
    it = iter(it)
    prev = next(it, None)
    for x in it:
        yield prev, x
        prev = x

def groupby(items, key):
    group = []
    current = None
    for item in items:
        k = key(item)
        if group and k != current:
            yield current, group
            group = []
        current = k
        group.append(item)
    if group:
        yield current, group

def accumulate(it):
    total = 0
    for x in it:
        total += x
        yield total

print(list(take(5, count())))
print(list(take(4, count(10, -3))))
print(list(take(3, [1])))
print(list(chain("ab", [1, 2], (), range(3))))
print(list(take(7, cycle("xyz"))))
print(list(take(3, cycle([]))))
print(list(islice(count(), 2, 12, 3)))
print(list(pairwise([1, 4, 9, 16])))
print(list(pairwise([])))
print(list(groupby("aaabccdaa", key=lambda c: c)))
print([(k, len(g)) for k, g in groupby([1, 3, 5, 2, 4, 7], key=lambda n: n % 2)])
print(list(accumulate(take(6, count(1)))))
evens = (n for n in count() if n % 2 == 0)
squares = (n * n for n in evens)
print(list(take(5, squares)))
print(list(take(4, pairwise(count(100)))))
