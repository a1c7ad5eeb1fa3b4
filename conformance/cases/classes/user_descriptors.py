class Typed:
    def __set_name__(self, owner, name):
        self.name = "_" + name
        print("set_name", owner.__name__, name)

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return getattr(instance, self.name, None)

    def __set__(self, instance, value):
        if not isinstance(value, int):
            raise TypeError(f"{self.name[1:]} must be int, not {type(value).__name__}")
        setattr(instance, self.name, value)

    def __delete__(self, instance):
        print("delete", self.name)


class Lazy:
    def __init__(self, func):
        self.func = func

    def __get__(self, instance, owner=None):
        if instance is None:
            return "class access"
        value = self.func(instance)
        instance.__dict__[self.func.__name__] = value
        return value


class Point:
    x = Typed()
    y = Typed()

    def __init__(self, x, y):
        self.x = x
        self.y = y

    @Lazy
    def norm(self):
        print("computing norm")
        return abs(self.x) + abs(self.y)


p = Point(3, -4)
print(p.x, p.y, p.__dict__)
try:
    p.x = "a"
except TypeError as e:
    print("TypeError", e)
del p.y
print(p.norm, p.norm, Point.norm, isinstance(Point.x, Typed))
p.__dict__["x"] = 100
print(p.x)


class Base:
    registry = []

    def __init_subclass__(cls):
        Base.registry.append(cls.__name__)


class A(Base):
    pass


class B(A):
    pass


print(Base.registry)


class Countdown:
    def __init__(self, n):
        self.n = n

    def __reversed__(self):
        return iter(range(1, self.n + 1))


class Seq:
    def __len__(self):
        return 3

    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10


print(list(reversed(Countdown(3))), list(reversed(Seq())))
try:
    reversed(Point(1, 2))
except TypeError as e:
    print("TypeError", e)


class Mapping:
    def keys(self):
        return ["a", "b"]

    def __getitem__(self, key):
        return key.upper()


print(dict(Mapping()), dict(Mapping(), c=1))
d = {"z": 0}
d.update(Mapping())
print(d)
