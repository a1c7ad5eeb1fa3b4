# f(*args), f(**kwargs) and f(*args, **kwargs) passing one iterable and one mapping on:
# what the callee receives, that it gets its own dict and tuple, when each is evaluated and
# iterated, and CPython's errors for what cannot be unpacked.
def show(*args, **kwargs):
    return args, kwargs


def forward(*args, **kwargs):
    return show(*args, **kwargs)


print(forward(1, 2, x=3))
print(forward())
print(show(*[1, 2]), show(*(3,)), show(*"ab"), show(*range(3)), show(*{5: 6}))
print(show(**{"a": 1, "b": 2}), show(**{}))
print(show(*[], **{}))


def note(label, value):
    print("evaluate", label)
    return value


def numbers():
    print("iterate")
    yield 1
    yield 2


print(show(*note("args", numbers()), **note("kwargs", {"k": 0})))

# The callee's **kwargs is a new dict; its *args a new tuple.
options = {"depth": 1}
items = [1, 2]


def mutate(*args, **kwargs):
    kwargs["depth"] = 99
    kwargs["extra"] = True
    items.append(3)
    return args, kwargs


print(mutate(*items, **options), options, items)


def keyed(a, b=2, *, c=3):
    return a, b, c


print(keyed(*[1], **{"c": 4}), keyed(**{"a": 0, "b": 1}), keyed(*(5, 6)))


class Point:
    def __init__(self, x, y=0):
        self.x, self.y = x, y

    def moved(self, *args, **kwargs):
        return Point(*args, **kwargs).x + self.x


print(Point(*[1, 2]).y, Point(**{"x": 4}).x, Point(1).moved(*[2], **{"y": 3}))
print(max(*[3, 9, 2]), dict(**{"a": 1}), sorted(*[[3, 1, 2]], **{"reverse": True}))


def attempt(thunk):
    try:
        print(thunk())
    except TypeError as e:
        print("TypeError:", e)


attempt(lambda: show(*1))
attempt(lambda: show(*None, **{}))
attempt(lambda: show(**1))
attempt(lambda: show(**None))
attempt(lambda: show(**[("a", 1)]))
attempt(lambda: show(**{1: 2}))
attempt(lambda: keyed(*[1, 2], **{"b": 3}))
attempt(lambda: keyed(**{"d": 1, "a": 1}))
attempt(lambda: len(*[]))
attempt(lambda: Point(*5))
