"""functools.singledispatch and singledispatchmethod: registration by argument, by annotation
(unions included) and as a decorator, dispatch through the MRO and registered ABCs, registry
and dispatch(), and the errors."""
import collections.abc

from functools import singledispatch, singledispatchmethod


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


@singledispatch
def describe(obj):
    """Describe anything."""
    return f"object:{obj!r}"


@describe.register
def _(obj: int):
    return f"int:{obj}"


@describe.register(str)
def _describe_str(obj, suffix=""):
    return f"str:{obj}{suffix}"


@describe.register
def _(obj: list | tuple):
    return f"sequence of {len(obj)}"


def describe_float(obj):
    return f"float:{obj:.2f}"


describe.register(float, describe_float)


@describe.register(collections.abc.Mapping)
def _(obj):
    return f"mapping with {sorted(obj)}"


class Base:
    pass


class Child(Base):
    pass


@describe.register
def _(obj: Base):
    return f"base:{type(obj).__name__}"


print(describe(3), describe(True), describe("x"), describe("x", suffix="!"), describe([1, 2]), describe((1,)))
print(describe(2.5), describe({"b": 1, "a": 2}), describe(Child()), describe(Base()), describe(None), describe(b"x"))
print(describe.__name__, describe.__doc__, describe.dispatch(bool).__name__, describe.dispatch(Child) is describe.dispatch(Base))
print(describe.dispatch(object) is describe.__wrapped__, len(describe.registry), describe.registry[str].__name__)
print(int in describe.registry, describe.registry.get(bytes), sorted(t.__name__ for t in describe.registry.keys()))
print(describe_float is describe.registry[float], describe._describe_str if hasattr(describe, "_describe_str") else "-")


class MyDict(dict):
    pass


print(describe(MyDict(z=1)), describe(collections.OrderedDict(a=1)))


@singledispatch
def kind(x):
    return "default"


@kind.register(collections.abc.Sized)
def _(x):
    return "sized"


@kind.register(collections.abc.Iterable)
def _(x):
    return "iterable"


@kind.register(collections.abc.Hashable)
def _(x):
    return "integral"


attempt("ambiguous", lambda: kind([]))
print(kind(iter([])), kind(5), kind(5.0), kind(None))
attempt("no arguments", lambda: describe())
attempt("register(3)", lambda: describe.register(3))
attempt("register(3, f)", lambda: describe.register(3, lambda x: x))
try:
    describe.register(lambda x: x)
except TypeError as e:
    print("register unannotated", str(e).split(": <")[0], str(e).split(">. ")[1])


def bad_annotation(x: "not a class"):
    return x


attempt("register bad annotation", lambda: describe.register(bad_annotation))


class Formatter:
    def __init__(self, prefix):
        self.prefix = prefix

    @singledispatchmethod
    def format(self, arg):
        return f"{self.prefix} other {arg!r}"

    @format.register
    def _(self, arg: int):
        return f"{self.prefix} int {arg}"

    @format.register(list)
    def _(self, arg):
        return f"{self.prefix} list {[self.format(x) for x in arg]}"

    @singledispatchmethod
    @classmethod
    def parse(cls, value):
        return (cls.__name__, "raw", value)

    @parse.register
    @classmethod
    def _(cls, value: str):
        return (cls.__name__, "str", value.upper())

    @singledispatchmethod
    @staticmethod
    def size(value):
        return 0

    @size.register
    @staticmethod
    def _(value: str):
        return len(value)


class SubFormatter(Formatter):
    pass


f = Formatter(">")
print(f.format(1), f.format("s"), f.format([1, "a"]), Formatter.format.__name__)
print(Formatter.parse(1), SubFormatter.parse("ab"), f.parse(2.5), Formatter.size("abc"), f.size(3))
attempt("singledispatchmethod(3)", lambda: singledispatchmethod(3))
