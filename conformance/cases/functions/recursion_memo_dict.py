"""Recursive functions with an explicit memo dictionary."""


def ways_to_climb(n, memo=None):
    if memo is None:
        memo = {}
    if n <= 1:
        return 1
    if n not in memo:
        memo[n] = ways_to_climb(n - 1, memo) + ways_to_climb(n - 2, memo)
    return memo[n]


def flatten(nested):
    out = []
    for item in nested:
        if isinstance(item, list):
            out.extend(flatten(item))
        else:
            out.append(item)
    return out


print([ways_to_climb(n) for n in range(10)], ways_to_climb(80))
print(flatten([1, [2, [3, [4]], 5], [], [[6]]]))
