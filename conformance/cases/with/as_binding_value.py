# Checks that 'as' binds the return value of __enter__, not the context manager itself.
class Opener:
    def __init__(self, path):
        self.path = path
        self.handle = None
    def __enter__(self):
        self.handle = {"path": self.path, "lines": [], "closed": False}
        return self.handle
    def __exit__(self, *exc):
        self.handle["closed"] = True

with Opener("log.txt") as h:
    h["lines"].append("first")
    h["lines"].append("second")
    print(type(h).__name__, h["closed"])
print(h)

class Returns:
    def __init__(self, value):
        self.value = value
    def __enter__(self):
        return self.value
    def __exit__(self, *exc):
        return None

with Returns(42) as v:
    print("int:", v)
with Returns("text") as v:
    print("str:", v)
with Returns(None) as v:
    print("None:", v)
with Returns((1, 2)) as (a, b):
    print("unpacked:", a, b)
with Returns([10, [20, 30]]) as [x, [y, z]]:
    print("nested unpack:", x, y, z)

holder = {}
with Returns("stored") as holder["key"]:
    pass
print(holder)

class Obj:
    pass
o = Obj()
with Returns(3.5) as o.attr:
    pass
print(o.attr)

items = [0, 0, 0]
with Returns("slot") as items[1]:
    pass
print(items)

class SelfReturning:
    def __init__(self):
        self.entered = 0
    def __enter__(self):
        self.entered += 1
        return self
    def __exit__(self, *exc):
        pass

cm = SelfReturning()
with cm as same:
    print("same object:", same is cm, same.entered)

with Returns(5) as first, Returns(first * 2) as second:
    print("second sees first:", first, second)

with Returns({"a": 1}) as d:
    d["b"] = 2
print("binding persists after with:", d)
