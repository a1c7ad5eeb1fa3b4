# Checks * and ** unpacking in list/tuple/set/dict displays and function calls, with key overrides.
a = [1, 2]
b = (3, 4)
print([*a, *b], (*a, *b), [*a, 0, *b, *"xy"])
print([*range(3), *[], *()])
print(sorted({*a, *b, 2, 3}))
t = *a, *b
print(t, type(t).__name__)

d1 = {"x": 1, "y": 2}
d2 = {"y": 20, "z": 30}
print({**d1, **d2})
print({**d2, **d1})
print({"w": 0, **d1, "x": 100})
print({**d1, "y": -1, **{"q": 9}})
print({**{}, **{}})

def show(*args, **kwargs):
    return f"args={args} kwargs={dict(sorted(kwargs.items()))}"

print(show(*a))
print(show(*a, *b, 5))
print(show(0, *a, 9, *b))
print(show(**d1))
print(show(**d1, **{"z": 3}))
print(show(*a, **d1, extra=True))
print(show(*"ab", sep="-", **{"end": "!"}))

def point(x, y, z=0):
    return (x, y, z)

print(point(*[1, 2]), point(*[1, 2, 3]), point(**{"x": 4, "y": 5}), point(1, **{"y": 7, "z": 8}))
coords = [(1, 2), (3, 4, 5)]
print([point(*c) for c in coords])

try:
    show(**d1, **{"x": 99})
except TypeError as e:
    print("TypeError, multiple values:", "multiple values for keyword argument 'x'" in str(e))
try:
    point(*[1, 2, 3, 4])
except TypeError as e:
    print("TypeError:", e)
try:
    point(**{"x": 1, "w": 2})
except TypeError as e:
    print("TypeError:", e)

def forward(*args, **kwargs):
    return show(*args, **kwargs)

print(forward(1, 2, k="v"))
config = {"host": "localhost", "port": 8080}
defaults = {"port": 80, "timeout": 30, "host": "0.0.0.0"}
merged = {**defaults, **config}
print(merged)
print(list(merged))

def fmt(template, /, **fields):
    return template.format(**fields)

print(fmt("{host}:{port} (t={timeout})", **merged))
print(*[1, 2, 3], sep=" | ")
print(*"abc")
print(max(*[3, 9, 2]), min(*(5, 1), 4))
