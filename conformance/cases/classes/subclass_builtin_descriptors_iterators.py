# Subclasses of property, classmethod, staticmethod and the lazy iterator types work as in CPython.
import types
def attempt(label, fn):
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__, e)

def t_property():
    class P(property):
        def __init__(self, fget, doc=None):
            super().__init__(fget, doc=doc)
            self.extra = "x"
    class C:
        @P
        def v(self):
            "the v"
            return 42
    c = C()
    return c.v, type(C.__dict__['v']).__name__, C.__dict__['v'].extra, isinstance(C.__dict__['v'], property)

def t_cached():
    class cached(property):
        def __get__(self, obj, owner=None):
            if obj is None:
                return self
            value = self.fget(obj)
            obj.__dict__[self.fget.__name__] = value
            return value
    class C:
        calls = 0
        @cached
        def v(self):
            C.calls += 1
            return 7
    c = C()
    return c.v, c.v, C.calls

def t_classmethod():
    class CM(classmethod):
        pass
    class C:
        @CM
        def f(cls):
            return cls.__name__
    return C.f(), C().f()

def t_staticmethod():
    class SM(staticmethod):
        pass
    class C:
        @SM
        def f(x):
            return x * 2
    return C.f(3), C().f(4)

def t_enumerate():
    class E(enumerate):
        pass
    return list(E("ab")), list(E("ab", 1))

def t_zip():
    class Z(zip):
        pass
    return list(Z([1, 2], "ab"))

def t_map():
    class M(map):
        pass
    return list(M(str, [1, 2]))

def t_filter():
    class F(filter):
        pass
    return list(F(None, [0, 1, 2]))

def t_reversed():
    class R(reversed):
        pass
    return list(R([1, 2, 3]))

def t_enum_init():
    class E(enumerate):
        def __init__(self, it, start=0):
            self.tag = "t"
    e = E("xy")
    return e.tag, next(e)

def t_property_setter():
    class P(property):
        pass
    class C:
        def __init__(self): self._x = 0
        @P
        def x(self): return self._x
        @x.setter
        def x(self, v): self._x = v
    c = C(); c.x = 5
    return c.x, type(C.__dict__['x']).__name__

for name, fn in list(globals().items()):
    if name.startswith("t_"):
        attempt(name, fn)


class lazy(property):
    def __init__(self, func):
        super().__init__(func)
        self.name = func.__name__

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        value = self.fget(obj)
        setattr(obj, "_" + self.name, value)
        return value


class Box:
    @lazy
    def size(self):
        "The size."
        return 3


b = Box()
print(b.size, b._size, Box.size.name, Box.size.__doc__, isinstance(Box.size, property))
try:
    b.size = 4
except AttributeError as e:
    print("AttributeError:", e)


class E(enumerate):
    pass


e = E("ab", 5)
print(isinstance(e, enumerate), type(e).__name__, next(e), list(e))


class Z(zip):
    def total(self):
        return sum(a * b for a, b in self)


print(Z([1, 2, 3], [4, 5, 6]).total(), isinstance(Z(), zip))


class M(map):
    pass


print(list(M(lambda x: x * 2, [1, 2])), isinstance(M(str, []), map))
