# Checks that comprehension loop variables do not leak into the enclosing scope.
x = "outer x"
squares = [x * x for x in range(5)]
print(squares)
print(x)

i = 100
evens = {i for i in range(10) if i % 2 == 0}
print(sorted(evens), i)

k = "k"
v = "v"
d = {k: v for k, v in [(1, 2), (3, 4)]}
print(d, k, v)

total = sum(n for n in range(10))
try:
    print(n)
except NameError as e:
    print("NameError:", e)

def f():
    items = [y for y in range(3)]
    try:
        return items, y
    except NameError as e:
        return items, str(e)

print(f())

factor = 3
print([factor * z for z in range(4)])

def g():
    local_factor = 10
    return [local_factor + w for w in range(3)]

print(g())

def h():
    base = [1, 2]
    return [[b + c for c in base] for b in base]

print(h())
for j in range(3):
    pass
print("for loop var leaks:", j)
nums = [1, 2, 3]
nums = [nums for nums in nums]
print(nums)
