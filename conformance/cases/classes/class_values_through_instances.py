# Class attributes read through an instance: plain values, shadowing by the instance, and the
# descriptor kinds that must still bind or run.


class Config:
    LIMIT = 10
    RATE = 0.5
    NAME = "config"
    TAGS = ("a", "b")
    TABLE = {"k": 1}
    ITEMS = [1, 2]
    SEEN = {3}
    FROZEN = frozenset({4})
    RAW = b"raw"
    NOTHING = None
    FLAG = True
    KIND = int
    MARK = NotImplemented
    DOTS = ...
    BIG = 2**100

    def __init__(self):
        self.own = "own"

    def limit_twice(self):
        return self.LIMIT * 2


c = Config()
print(c.LIMIT, c.RATE, c.NAME, c.TAGS, c.TABLE, c.ITEMS, c.SEEN, c.FROZEN, c.RAW)
print(c.NOTHING, c.FLAG, c.KIND, c.MARK, c.DOTS, c.BIG, c.limit_twice())
print(c.TABLE is Config.TABLE, c.ITEMS is Config.ITEMS, c.KIND("7") + 1)

# The instance's own attribute hides the class value; deleting it shows the class value again.
c.LIMIT = 3
print(c.LIMIT, Config.LIMIT, c.limit_twice())
del c.LIMIT
print(c.LIMIT, c.limit_twice())

# Changing or removing the class attribute is seen at once.
Config.LIMIT = 11
print(c.LIMIT, c.limit_twice())
del Config.RATE
try:
    c.RATE
except AttributeError as e:
    print("AttributeError:", e)
Config.RATE = 0.25
print(c.RATE)


# A value that becomes a descriptor kind replaces a plain one.
class Shifting:
    VALUE = 1


s = Shifting()
print(s.VALUE)
Shifting.VALUE = property(lambda self: "property now")
print(s.VALUE)
Shifting.VALUE = staticmethod(lambda: "static")
print(s.VALUE())
Shifting.VALUE = classmethod(lambda cls: cls.__name__)
print(s.VALUE())
Shifting.VALUE = lambda self: ("bound", type(self).__name__)
print(s.VALUE())
Shifting.VALUE = len
print(s.VALUE([1, 2, 3]))


class Descriptor:
    def __get__(self, obj, owner):
        return ("descriptor", obj is not None, owner.__name__)


class NonData:
    def __get__(self, obj, owner):
        return "non-data"


class Data:
    def __get__(self, obj, owner):
        return "data"

    def __set__(self, obj, value):
        print("data set", value)


class Holder:
    D = Descriptor()
    N = NonData()
    A = Data()
    Nested = Shifting

    def __init__(self):
        self.__dict__["N"] = "instance beats non-data"
        self.__dict__["A"] = "data beats instance"


h = Holder()
print(h.D, h.N, h.A, h.Nested.__name__)
h.A = 5


# Subclasses of containers used as class values, with a __get__ of their own.
class GetList(list):
    def __get__(self, obj, owner):
        return "list subclass descriptor"


class WithList:
    L = GetList([1])
    P = [1]


print(WithList().L, WithList().P)


# __getattribute__ and __getattr__ on the class.
class Logged:
    X = 1

    def __getattribute__(self, name):
        print("getattribute", name)
        return object.__getattribute__(self, name)


print(Logged().X)


class Fallback:
    X = 2

    def __getattr__(self, name):
        return "fallback " + name


f = Fallback()
print(f.X, f.Y)


# Inherited values, and a subclass overriding with a property.
class Base:
    LEVEL = "base"


class Child(Base):
    pass


class Override(Base):
    @property
    def LEVEL(self):
        return "override"


print(Child().LEVEL, Override().LEVEL)
Base.LEVEL = "changed"
print(Child().LEVEL, Override().LEVEL)


# Slots classes read class values too.
class Slotted:
    __slots__ = ("x",)
    DEFAULT = 9

    def __init__(self):
        self.x = 1


sl = Slotted()
print(sl.x, sl.DEFAULT)
try:
    sl.DEFAULT = 3
except AttributeError as e:
    print("AttributeError:", e)
try:
    del sl.DEFAULT
except AttributeError as e:
    print("AttributeError:", e)
try:
    sl.other = 1
except AttributeError as e:
    print("AttributeError:", e)


# The same values read on the class itself.
class Level:
    def __init__(self, n):
        self.n = n

    def __repr__(self):
        return f"Level({self.n})"


class Levels:
    LOW = Level(1)
    HIGH = Level(9)
    COUNT = 2
    D = Descriptor()
    GL = GetList([2])

    def method(self):
        return "method"

    @staticmethod
    def static():
        return "static"

    @classmethod
    def klass(cls):
        return cls.__name__

    @property
    def prop(self):
        return "prop"


print(Levels.LOW, Levels.HIGH, Levels.COUNT, Levels.D, Levels.GL)
print(Levels.method(Levels()), Levels.static(), Levels.klass(), type(Levels.prop).__name__)
print(Levels.method.__name__, Levels.__name__, Levels.__qualname__, Levels.__doc__)
Levels.LOW = Level(0)
print(Levels.LOW, Levels().LOW)
print(Levels.mro() == [Levels, object], "mro" in dir(Levels))


class Meta(type):
    COUNT = "from the metaclass"

    @property
    def LOW(cls):
        return "metaclass property"


class WithMeta(metaclass=Meta):
    LOW = "class value"


print(WithMeta.LOW, WithMeta.COUNT, WithMeta().LOW)
try:
    Levels.missing
except AttributeError as e:
    print("AttributeError:", e)
