# A class whose __next__ is a generator's bound __next__ (what iterparse-style iterators do):
# the generator's end is the iterator's end wherever it is driven from.


def numbers(n, result=None):
    for i in range(n):
        yield i
    return result


class Wrapped:
    def __init__(self, n, result=None):
        type(self).__next__ = numbers(n, result).__next__

    def __iter__(self):
        return self


for x in Wrapped(3):
    print("for", x)
print(list(Wrapped(3)))
print(sorted(Wrapped(4), reverse=True))
print(sum(Wrapped(5)), max(Wrapped(5)), tuple(Wrapped(2)))
print(dict(zip("abc", Wrapped(3))))
print([x * 2 for x in Wrapped(3)])
print(", ".join(str(x) for x in Wrapped(3)))
print(list(map(str, Wrapped(2))), list(enumerate(Wrapped(2))))

it = Wrapped(1, result="done")
print(next(it))
try:
    next(it)
except StopIteration as e:
    print("StopIteration", repr(e.value))
print(next(it, "default"))

a, b = Wrapped(2)
print(a, b)
try:
    a, b = Wrapped(3)
except ValueError as e:
    print("ValueError:", e)

# Called directly, the bound method raises StopIteration with the generator's return value.
step = numbers(1, result=42).__next__
print(step())
try:
    step()
except StopIteration as e:
    print("StopIteration", e.value)
try:
    step()
except StopIteration as e:
    print("again", e.value)


# next() passes on the StopIteration a class's own __next__ raises, value included.
class Raising:
    def __iter__(self):
        return self

    def __next__(self):
        raise StopIteration("own value")


try:
    next(Raising())
except StopIteration as e:
    print("StopIteration", repr(e.value))
print(next(Raising(), "default"), list(Raising()))
