# Checks passing arguments by keyword in any order and mixing with positionals.
def describe(name, age, city="?", *, country="NZ"):
    return f"{name} ({age}) from {city}, {country}"

print(describe("Ann", 30))
print(describe(age=40, name="Bo"))
print(describe("Cy", city="Oslo", age=22))
print(describe("Di", 50, "Rome", country="IT"))
print(describe(country="FR", city="Paris", age=33, name="Ed"))

def box(w, h=None, d=None):
    h = w if h is None else h
    d = h if d is None else d
    return w * h * d

print(box(2), box(2, 3), box(2, d=5), box(w=1, h=2, d=3))

def options(a, b=1, c=2, d=3):
    return [a, b, c, d]

print(options(0))
print(options(0, d=9))
print(options(0, 5, d=9))
print(options(d=1, c=2, b=3, a=4))

settings = {"city": "Lima", "age": 70}
print(describe("Fa", **settings))
print(describe(*["Gu", 12], **{"country": "PE"}))

def kw_echo(**kw):
    return list(kw.items())

print(kw_echo(z=1, y=2, x=3))
print(kw_echo(**{"b": 1}, a=2))
