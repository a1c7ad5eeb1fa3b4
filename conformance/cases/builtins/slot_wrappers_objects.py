# object's special methods called from user classes (__setattr__, __getattribute__,
# __delattr__, comparisons), None's and type's, the callables' __call__, and bound methods
# reading their function's attributes.


def show(label, thunk):
    try:
        print(label, "->", repr(thunk()))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


class Frozen:
    def __init__(self, x):
        object.__setattr__(self, "x", x)

    def __setattr__(self, name, value):
        raise AttributeError(f"cannot set {name}")

    def __delattr__(self, name):
        raise AttributeError(f"cannot delete {name}")


f = Frozen(3)
show("f.x", lambda: f.x)
show("f.y = 1", lambda: setattr(f, "y", 1))
show("object.__setattr__(f, 'y', 2)", lambda: object.__setattr__(f, "y", 2))
show("f.y", lambda: f.y)
show("object.__delattr__(f, 'y')", lambda: object.__delattr__(f, "y"))
show("hasattr(f, 'y')", lambda: hasattr(f, "y"))
show("object.__delattr__(f, 'y')", lambda: object.__delattr__(f, "y"))


class Lazy:
    def __init__(self):
        self.loaded = {"b": 2}

    def __getattr__(self, name):
        loaded = object.__getattribute__(self, "loaded")
        if name in loaded:
            return loaded[name]
        return object.__getattribute__(self, name)

    def value(self):
        return 5


lz = Lazy()
show("lz.b", lambda: lz.b)
show("object.__getattribute__(lz, 'value')()", lambda: object.__getattribute__(lz, "value")())
show("lz.__getattribute__('loaded')", lambda: lz.__getattribute__("loaded"))
show("lz.missing", lambda: lz.missing)
show("object.__getattribute__(lz, 'missing')", lambda: object.__getattribute__(lz, "missing"))

print("-- object's comparisons")
o = object()
show("object.__eq__(o, o)", lambda: object.__eq__(o, o))
show("object.__eq__(o, 1)", lambda: object.__eq__(o, 1))
show("object.__ne__(o, 1)", lambda: object.__ne__(o, 1))
show("object.__lt__(o, o)", lambda: object.__lt__(o, o))
show("o.__ge__(o)", lambda: o.__ge__(o))
show("object.__lt__(1, 2)", lambda: object.__lt__(1, 2))


class Plain:
    pass


show("Plain.__lt__ is object.__lt__", lambda: Plain.__lt__ is object.__lt__)
show("Plain() < Plain()", lambda: Plain() < Plain())
show("Plain().__subclasshook__()", lambda: Plain.__subclasshook__(int))
show("sorted(n for n in Plain().__dir__() if not n.startswith('_'))", lambda: sorted(n for n in Plain().__dir__() if not n.startswith("_")))

print("-- None, NotImplemented, type")
show("None.__bool__()", lambda: None.__bool__())
show("None.__repr__()", lambda: None.__repr__())
show("NotImplemented.__repr__()", lambda: NotImplemented.__repr__())
show("type.__repr__(int)", lambda: type.__repr__(int))
show("int.__or__(1, 2)", lambda: int.__or__(1, 2))
show("type.__or__(int, str)", lambda: type.__or__(int, str))
show("type.__or__(int, None)", lambda: type.__or__(int, None))
show("int.__ror__(str)", lambda: int.__ror__(str))
show("type.__or__(int, 1)", lambda: type.__or__(int, 1))

print("-- callables")


def add(a, b=10):
    return a + b


show("add.__call__(1)", lambda: add.__call__(1))
show("add.__call__(1, b=2)", lambda: add.__call__(1, b=2))
show("len.__call__('abc')", lambda: len.__call__("abc"))
show("(lambda: 7).__call__()", lambda: (lambda: 7).__call__())


class Greeter:
    def greet(self, name):
        return "hi " + name


Greeter.greet.tag = "tagged"
gr = Greeter()
show("gr.greet.__call__('bo')", lambda: gr.greet.__call__("bo"))
show("gr.greet.tag", lambda: gr.greet.tag)
show("gr.greet.__name__", lambda: gr.greet.__name__)
show("gr.greet.__defaults__", lambda: gr.greet.__defaults__)
show("gr.greet.missing", lambda: gr.greet.missing)
show("Greeter.greet.__get__(gr)('al')", lambda: Greeter.greet.__get__(gr)("al"))
show("Greeter.greet.__get__(None, Greeter) is Greeter.greet", lambda: Greeter.greet.__get__(None, Greeter) is Greeter.greet)

print("-- reprs")
show("int.__add__", lambda: int.__add__)
show("object.__init__", lambda: object.__init__)
show("object.__lt__", lambda: object.__lt__)
show("tuple.__iter__", lambda: tuple.__iter__)
show("str.__len__", lambda: str.__len__)
show("repr((1).__add__).split(' at ')[0]", lambda: repr((1).__add__).split(" at ")[0])
show("repr('x'.__len__).split(' at ')[0]", lambda: repr("x".__len__).split(" at ")[0])
show("int.__add__.__name__", lambda: int.__add__.__name__)
show("int.__add__.__qualname__", lambda: int.__add__.__qualname__)
show("(1).__add__.__self__", lambda: (1).__add__.__self__)
show("type(int.__add__)", lambda: type(int.__add__))
show("type((1).__add__)", lambda: type((1).__add__))
show("type(list.append)", lambda: type(len))
show("int.__add__.__objclass__", lambda: int.__add__.__objclass__)
show("int.__add__.__call__(1, 2)", lambda: int.__add__.__call__(1, 2))
show("(1).__add__.__call__(2)", lambda: (1).__add__.__call__(2))
show("callable(int.__add__)", lambda: callable(int.__add__))
show("object.__ne__(1, 2)", lambda: object.__ne__(1, 2))
show("object.__ne__(1, 1)", lambda: object.__ne__(1, 1))
show("object.__ne__(1, 'a')", lambda: object.__ne__(1, "a"))
show("object.__ne__([1], [1])", lambda: object.__ne__([1], [1]))
show("list.__len__", lambda: list.__len__)
show("dict.__contains__", lambda: dict.__contains__)
show("list.__contains__", lambda: list.__contains__)
show("type([].__len__)", lambda: type([].__len__))
show("str.__repr__", lambda: str.__repr__)
show("BaseException.__str__", lambda: BaseException.__str__)
