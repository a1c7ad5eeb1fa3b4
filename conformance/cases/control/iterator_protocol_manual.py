# Checks manual iteration with iter/next, StopIteration handling and shared iterators in loops.
it = iter([1, 2, 3, 4, 5, 6])
pairs = []
for a in it:
    b = next(it, None)
    pairs.append((a, b))
print(pairs)
def manual_loop(iterable):
    out = []
    iterator = iter(iterable)
    while True:
        try:
            value = next(iterator)
        except StopIteration:
            break
        out.append(value)
    return out
print(manual_loop("abc"), manual_loop(range(3)), manual_loop({"k": 1, "j": 2}), manual_loop([]))
chunks = iter(range(10))
print([list(zip(chunks, chunks, chunks))])
it = iter("abcdef")
print(next(it), list(zip(it, it)), next(it, "<done>"))
words = iter(["skip", "keep1", "skip", "keep2"])
kept = [w for w in words if w != "skip"]
print(kept, list(words))
nums = iter(range(10))
first_big = next((n for n in nums if n > 4), None)
print(first_big, list(nums))
print(next(iter({}), "empty dict"), next(iter({"only": 1})))
e = enumerate(iter("xyz"))
print(next(e), list(e))
r = iter(range(3))
print(list(r) + list(r))
s = iter({3, 1, 2})
print(sorted(s))
