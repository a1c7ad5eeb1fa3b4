# Checks early returns from loops, guard clauses, returning from nested loops and implicit None.
def first_negative(nums):
    for i, n in enumerate(nums):
        if n < 0:
            return i, n
    return None
print(first_negative([3, 1, -4, 1, -5]), first_negative([1, 2]), first_negative([]))
def validate(user):
    if not user:
        return "empty"
    if "name" not in user:
        return "no name"
    if len(user["name"]) < 2:
        return "name too short"
    return "ok"
print([validate(u) for u in [{}, {"age": 1}, {"name": "x"}, {"name": "bob"}]])
def find_pair(nums, target):
    for i in range(len(nums)):
        for j in range(i + 1, len(nums)):
            if nums[i] + nums[j] == target:
                return (i, j)
    return (-1, -1)
print(find_pair([2, 7, 11, 15], 9), find_pair([3, 2, 4], 6), find_pair([1], 1))
def no_return():
    x = 1
def bare_return():
    return
def conditional(flag):
    if flag:
        return "yes"
print(no_return(), bare_return(), conditional(True), conditional(False))
def binary_search(lst, target):
    lo, hi = 0, len(lst) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if lst[mid] == target:
            return mid
        if lst[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -(lo + 1)
data = list(range(0, 100, 7))
print([binary_search(data, t) for t in [0, 49, 98, 50, -3, 200]])
def multiple_values():
    return 1, "two", [3]
a, b, c = multiple_values()
print(a, b, c, multiple_values())
def try_return(v):
    try:
        return 10 / v
    except ZeroDivisionError:
        return float("inf")
print(try_return(4), try_return(0))
