# Checks *args collection into a tuple.
def total(*nums):
    print(type(nums).__name__, nums)
    return sum(nums)

print(total())
print(total(1))
print(total(1, 2, 3))

def head_tail(first, *rest):
    return first, rest

print(head_tail(1))
print(head_tail(1, 2, 3))
print(head_tail("a", "b"))

def join_all(sep, *words):
    return sep.join(words)

print(join_all(", ", "x", "y", "z"))
print(join_all("-"))

def largest(*values, default=None):
    if not values:
        return default
    best = values[0]
    for v in values[1:]:
        if v > best:
            best = v
    return best

print(largest(3, 9, 2))
print(largest())
print(largest(default=-1))
print(largest("pear", "apple", "zebra"))

def count_args(*args):
    return len(args)

print(count_args(), count_args(None), count_args(*range(7)))
print(count_args([1, 2, 3]), count_args(*[1, 2, 3]))

def middle(a, *mid, z):
    return a, mid, z

print(middle(1, 2, 3, 4, z=5))
print(middle(1, z=2))
