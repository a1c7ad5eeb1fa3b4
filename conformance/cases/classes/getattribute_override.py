class Loud:
    def __init__(self):
        self.x = 1
    def __getattribute__(self, name):
        print("get", name)
        return object.__getattribute__(self, name)
    def method(self):
        return "m"
l = Loud()
print(l.x, l.method())


class Proxy:
    def __init__(self, target):
        object.__setattr__(self, "_target", target)
    def __getattribute__(self, name):
        if name.startswith("_"):
            return object.__getattribute__(self, name)
        return getattr(object.__getattribute__(self, "_target"), name)


p = Proxy([3, 1, 2])
print(p.count(1), p.index(2), p._target)


class Fallback:
    def __getattribute__(self, name):
        if name == "missing":
            raise AttributeError(name)
        return 42
    def __getattr__(self, name):
        return "fallback " + name


f = Fallback()
print(f.anything, f.missing, getattr(f, "other"), hasattr(f, "zzz"))


class Base:
    def __getattribute__(self, name):
        return "base:" + name


class Child(Base):
    pass


print(Child().value)


class Late:
    pass


obj = Late()
obj.y = 5
print(obj.y)
Late.__getattribute__ = lambda self, name: "late " + name
print(obj.y)


class Strict:
    def __getattribute__(self, name):
        raise AttributeError(f"no {name}")


try:
    Strict().thing
except AttributeError as e:
    print("AttributeError", e)
print(getattr(Strict(), "thing", "default"))
