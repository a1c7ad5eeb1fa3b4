# Checks returning tuples and unpacking multiple return values.
def min_max(xs):
    return min(xs), max(xs)

lo, hi = min_max([4, 1, 9, 3])
print(lo, hi)
r = min_max([7])
print(r, type(r).__name__)

def stats(xs):
    n = len(xs)
    total = sum(xs)
    mean = total / n
    var = sum((x - mean) ** 2 for x in xs) / n
    return n, total, mean, var

n, total, mean, var = stats([2, 4, 4, 4, 5, 5, 7, 9])
print(n, total, mean, var)

def split_name(full):
    first, _, last = full.partition(" ")
    return first, last

for name in ["Ada Lovelace", "Plato", "Grace Brewster Hopper"]:
    print(split_name(name))

def divmod_like(a, b):
    return a // b, a % b

q, rem = divmod_like(17, 5)
print(q, rem)
q, rem = divmod_like(-17, 5)
print(q, rem)

def head_rest(xs):
    first, *rest = xs
    return first, rest

print(head_rest([1, 2, 3]))
print(head_rest("abc"))

def nothing():
    return

def implicit():
    pass

print(nothing(), implicit())

def pair_and_list():
    return [1, 2], {"k": 3}

(a, b), d = pair_and_list()
print(a, b, d)
x, y = y, x = 1, 2
print(x, y)
