# __iter__ and __next__ of the builtin iterators and generators, called as methods.


def show(label, thunk):
    try:
        print(label, "->", repr(thunk()))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


it = iter([1, 2])
show("it.__next__()", lambda: it.__next__())
show("it.__iter__() is it", lambda: it.__iter__() is it)
show("it.__next__()", lambda: it.__next__())
show("it.__next__()", lambda: it.__next__())
show("iter((5,)).__next__()", lambda: iter((5,)).__next__())
show("iter('ab').__next__()", lambda: iter("ab").__next__())
show("iter(b'ab').__next__()", lambda: iter(b"ab").__next__())
show("iter(range(3, 5)).__next__()", lambda: iter(range(3, 5)).__next__())
show("iter({7}).__next__()", lambda: iter({7}).__next__())
show("iter({'k': 1}).__next__()", lambda: iter({"k": 1}).__next__())
show("iter({'k': 1}.values()).__next__()", lambda: iter({"k": 1}.values()).__next__())
show("iter({'k': 1}.items()).__next__()", lambda: iter({"k": 1}.items()).__next__())
show("reversed([1, 2]).__next__()", lambda: reversed([1, 2]).__next__())
show("map(abs, [-3]).__next__()", lambda: map(abs, [-3]).__next__())
show("map(lambda x: x * 2, [4]).__next__()", lambda: map(lambda x: x * 2, [4]).__next__())
show("filter(None, [0, 5]).__next__()", lambda: filter(None, [0, 5]).__next__())
show("zip('a', 'b').__next__()", lambda: zip("a", "b").__next__())
show("enumerate('x').__next__()", lambda: enumerate("x").__next__())
m = map(str, [1])
show("m.__iter__() is m", lambda: m.__iter__() is m)


def gen():
    yield 1
    yield 2


g = gen()
show("g.__iter__() is g", lambda: g.__iter__() is g)
show("g.__next__()", lambda: g.__next__())
show("next(g)", lambda: next(g))
show("g.__next__()", lambda: g.__next__())
show("type(iter([])).__next__(iter([9]))", lambda: type(iter([])).__next__(iter([9])))
show("type(iter([])).__next__(iter(()))", lambda: type(iter([])).__next__(iter(())))


class Countdown:
    def __init__(self, n):
        self.items = iter(range(n, 0, -1))

    def __iter__(self):
        return self

    def __next__(self):
        return self.items.__next__()


print(list(Countdown(3)))
