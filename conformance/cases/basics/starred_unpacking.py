# Checks starred assignment targets and star-unpacking in displays and calls.
a, *b = [1, 2, 3, 4]
print(a, b)
*a, b = [1, 2, 3, 4]
print(a, b)
a, *b, c = range(5)
print(a, b, c)
a, *b, c = [1, 2]
print(a, b, c)
*a, = "hello"
print(a)
first, *rest = "x"
print(first, rest)
(a, *b), c = [1, 2, 3], 4
print(a, b, c)
head, *mid, tail = (i * i for i in range(6))
print(head, mid, tail)
print([*range(3), *"ab", *[None]])
print((*[1, 2], 3))
print({*[1, 2, 2, 3]})
print({**{"a": 1}, "b": 2, **{"a": 3}})
def f(x, y, z):
    return x * 100 + y * 10 + z
print(f(*[1, 2, 3]))
print(f(1, *(2, 3)))
print(f(**{"z": 1, "y": 2, "x": 3}))
print(f(*[1], **{"z": 9, "y": 8}))
try:
    a, *b, c = [1]
except ValueError as e:
    print(type(e).__name__, e)
try:
    f(*[1, 2])
except TypeError as e:
    print(type(e).__name__, e)
b = [1]
a, *b = b
print(a, b)
