# Checks chained generator expressions forming a lazy pipeline.
log = []

def src(n):
    log.append(("src", n))
    return n

numbers = (src(n) for n in range(1, 11))
doubled = (n * 2 for n in numbers)
big = (n for n in doubled if n > 6)
labels = (f"v{n}" for n in big)
print(log)
print(next(labels))
print(log)
print(next(labels))
print(len(log))
rest = list(labels)
print(rest)
print(len(log))

words = ["alpha", "beta", "gamma", "delta", "epsilon"]
lengths = (len(w) for w in words)
long_lengths = (l for l in lengths if l > 4)
print(sum(long_lengths))
print(sum(long_lengths))

nested = ((i, j) for i in range(3) for j in (k * 10 for k in range(i)))
print(list(nested))
g = (x for x in range(3))
h = (y + 100 for y in g)
print(next(g), list(h))
outer_list = [1, 2, 3]
gen = (x * 2 for x in outer_list)
outer_list.append(4)
print(list(gen))
