# Checks __new__ basics: singletons, instance caching, __new__/__init__ order, and int/str subclasses.
class Config:
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            print("creating Config")
            cls._instance = super().__new__(cls)
            cls._instance.values = {}
        return cls._instance

a = Config()
b = Config()
a.values["debug"] = True
print(a is b, b.values)

class Traced:
    def __new__(cls, *args):
        print("__new__", cls.__name__, args)
        return super().__new__(cls)

    def __init__(self, x):
        print("__init__", x)
        self.x = x

t = Traced(5)
print(t.x)

class Interned:
    _cache = {}

    def __new__(cls, name):
        if name not in cls._cache:
            obj = super().__new__(cls)
            obj.name = name
            cls._cache[name] = obj
        return cls._cache[name]

    def __repr__(self):
        return f"Interned({self.name!r})"

x, y, z = Interned("a"), Interned("a"), Interned("b")
print(x is y, x is z, sorted(Interned._cache))

class Positive(int):
    def __new__(cls, value):
        if value < 0:
            raise ValueError(f"negative: {value}")
        return super().__new__(cls, value)

p = Positive(7)
print(p, p + 3, type(p).__name__, type(p + 3).__name__, isinstance(p, int))
try:
    Positive(-1)
except ValueError as e:
    print("ValueError:", e)

class Upper(str):
    def __new__(cls, text):
        return super().__new__(cls, text.upper())

    def shout(self):
        return self + "!"

u = Upper("hello")
print(u, len(u), u.shout(), u.lower(), type(u).__name__, u == "HELLO")

class NotSelf:
    def __new__(cls):
        return 42

    def __init__(self):
        print("never printed")

print(NotSelf(), type(NotSelf()).__name__)
