# Checks type(x).__name__, x.__class__, __qualname__, __module__ and type identity for user classes.
class Outer:
    class Inner:
        def method(self):
            return type(self).__qualname__

    def make(self):
        return self.Inner()

class Child(Outer):
    pass

o = Outer()
c = Child()
print(type(o).__name__, o.__class__.__name__, c.__class__.__name__)
print(type(o) is Outer, o.__class__ is Outer, type(c) is Outer, type(c) is Child)
print(Outer.__name__, Outer.__qualname__, Outer.Inner.__name__, Outer.Inner.__qualname__)
print(o.make().method(), Outer.Inner.method.__qualname__)
print(Outer.__module__, type(o).__module__)
print(type(Outer).__name__, type(type).__name__, Outer.__class__.__name__)
print(c.__class__.__bases__[0].__name__)

def label(x):
    return f"<{x.__class__.__name__}>"

print([label(v) for v in [1, "s", [], {}, None, 1.5, o, c, Outer, label]])

clone = type(c)()
print(type(clone).__name__)

class Shape:
    def describe(self):
        return f"I am a {self.__class__.__name__}"

    def copy(self):
        return self.__class__()

class Square(Shape):
    pass

sq = Square()
print(sq.describe(), Shape().describe(), type(sq.copy()).__name__)

def f():
    class Local:
        pass
    return Local

L = f()
print(L.__name__, L.__qualname__)

Dyn = type("Dyn", (Shape,), {"x": 1, "hello": lambda self: "hi " + type(self).__name__})
d = Dyn()
print(d.x, d.hello(), d.describe(), [b.__name__ for b in Dyn.__bases__])

c.__class__ = Outer
print(type(c).__name__)
