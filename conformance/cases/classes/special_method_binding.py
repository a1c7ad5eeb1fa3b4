# Special methods that are not plain functions bind as CPython's slots do: a descriptor's
# __get__ decides, a callable object or a bound method is called without the instance.


class Describe:
    def __get__(self, instance, owner):
        return lambda: f"repr of {type(instance).__name__} via __get__"


class Counter:
    def __init__(self):
        self.calls = []

    def __call__(self, *args):
        self.calls.append(len(args))
        return ("called", len(args))


class Helper:
    def size(self):
        return 7


counter = Counter()


class Widget:
    __repr__ = Describe()
    __call__ = counter
    __len__ = Helper().size


w = Widget()
print(repr(w))
print(w(1, 2))
print(len(w))
print(counter.calls)


class Plus:
    __add__ = staticmethod(lambda other: ("static add", other))
    __sub__ = classmethod(lambda cls, other: (cls.__name__, other))


print(Plus() + 1)
print(Plus() - 2)


class Loop:
    pass


loop = Loop()
Loop.__call__ = loop
try:
    loop()
except RecursionError as e:
    print("RecursionError:", e)
