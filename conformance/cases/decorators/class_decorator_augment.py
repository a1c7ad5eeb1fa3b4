# Checks class decorators that add __init__/__repr__, wrap __init__ and replace the class (singleton).
def add_repr(cls):
    fields = cls.fields
    def __repr__(self):
        inner = ", ".join(f"{f}={getattr(self, f)!r}" for f in fields)
        return f"{cls.__name__}({inner})"
    cls.__repr__ = __repr__
    return cls

def add_init(cls):
    fields = cls.fields
    def __init__(self, *values):
        if len(values) != len(fields):
            raise TypeError(f"{cls.__name__} expects {len(fields)} values, got {len(values)}")
        for f, v in zip(fields, values):
            setattr(self, f, v)
    cls.__init__ = __init__
    return cls

@add_repr
@add_init
class Point:
    fields = ("x", "y")

@add_repr
@add_init
class Person:
    fields = ("name", "age", "email")

print(Point(1, 2), Person("Ann", 31, "ann@example.com"))
try:
    Point(1)
except TypeError as e:
    print("TypeError:", e)

def singleton(cls):
    instances = {}
    def get(*args):
        if cls not in instances:
            instances[cls] = cls(*args)
        return instances[cls]
    return get

@singleton
class Config:
    def __init__(self, env="dev"):
        self.env = env

a = Config("prod")
b = Config("test")
print(a is b, a.env, b.env)

def with_counter(cls):
    original_init = cls.__init__
    cls.created = 0
    def __init__(self, *args):
        original_init(self, *args)
        cls.created += 1
    cls.__init__ = __init__
    return cls

@with_counter
class Job:
    def __init__(self, name):
        self.name = name

jobs = [Job(n) for n in "abc"]
print(Job.created, [j.name for j in jobs], Job.__name__)
