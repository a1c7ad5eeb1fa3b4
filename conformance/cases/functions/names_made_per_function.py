# __name__ and __qualname__ of functions made in a loop (lambdas, nested defs, generator
# expressions): each function reports its code's names, keeps the same str object across reads,
# and takes assigned names (which repr, error messages and class creation then use).
import functools


def outer(k):
    def inner(x):
        return x + k
    return inner


made = [outer(k) for k in range(3)]
print([f.__name__ for f in made], [f.__qualname__ for f in made])
print(made[0].__name__ is made[0].__name__, made[0].__qualname__ is made[0].__qualname__)
print(made[0].__name__ == made[1].__name__)

lambdas = [lambda x, i=i: x * i for i in range(2)]
print(lambdas[0].__name__, lambdas[1].__qualname__, repr(lambdas[0]).split(" at ")[0])

made[1].__name__ = "renamed"
made[1].__qualname__ = "Somewhere.renamed"
print(made[0].__name__, made[1].__name__, made[1].__qualname__)
print(repr(made[1]).split(" at ")[0])
try:
    made[1]()
except TypeError as e:
    print(e)
try:
    made[2](1, 2)
except TypeError as e:
    print(e)


def decorate(fn):
    @functools.wraps(fn)
    def wrapper(*args):
        return fn(*args)
    return wrapper


@decorate
def area(w, h):
    """Width times height."""
    return w * h


print(area.__name__, area.__qualname__, area.__doc__, area(3, 4))


class Shape:
    def method(self):
        return [lambda: 0][0]


print(Shape.method.__qualname__, Shape().method().__qualname__)
gen = (n for n in range(2))
print(type(gen).__name__, gen.__name__, gen.__qualname__)
print([(lambda: None).__name__ for _ in range(2)])


def nested():
    return [[lambda: 0 for _ in range(1)] for _ in range(1)][0][0], [(n for n in ()) for _ in range(1)][0]


print(nested()[0].__qualname__, nested()[1].__qualname__)
