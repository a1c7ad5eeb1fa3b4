# Checks mutual recursion and recursion with accumulator parameters.
def is_even(n):
    return True if n == 0 else is_odd(n - 1)

def is_odd(n):
    return False if n == 0 else is_even(n - 1)

print([(n, is_even(n), is_odd(n)) for n in range(6)])

def collatz(n, steps=0):
    if n == 1:
        return steps
    return collatz(n // 2 if n % 2 == 0 else 3 * n + 1, steps + 1)

print([collatz(n) for n in range(1, 16)])

def reverse(s):
    return s if len(s) <= 1 else reverse(s[1:]) + s[0]

print(reverse("recursion"), reverse(""), reverse("a"))

def binary_search(xs, target, lo=0, hi=None):
    if hi is None:
        hi = len(xs) - 1
    if lo > hi:
        return -1
    mid = (lo + hi) // 2
    if xs[mid] == target:
        return mid
    if xs[mid] < target:
        return binary_search(xs, target, mid + 1, hi)
    return binary_search(xs, target, lo, mid - 1)

data = [1, 3, 5, 7, 9, 11, 13]
print([binary_search(data, t) for t in [1, 7, 13, 4, 0, 14]])

def permutations(xs):
    if len(xs) <= 1:
        return [xs]
    out = []
    for i, x in enumerate(xs):
        for p in permutations(xs[:i] + xs[i + 1:]):
            out.append([x] + p)
    return out

perms = permutations([1, 2, 3])
print(len(perms), perms)

def merge_sort(xs):
    if len(xs) <= 1:
        return xs
    mid = len(xs) // 2
    left, right = merge_sort(xs[:mid]), merge_sort(xs[mid:])
    out = []
    while left and right:
        out.append(left.pop(0) if left[0] <= right[0] else right.pop(0))
    return out + left + right

print(merge_sort([5, 2, 9, 1, 5, 6, 0, -3]))
