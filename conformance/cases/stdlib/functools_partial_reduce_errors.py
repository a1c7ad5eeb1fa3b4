"""functools details: partial reprs, argument merging and errors, reduce errors, cmp_to_key,
total_ordering errors, cached_property rules, lru_cache options and wraps attributes."""
import functools


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


def power(base, exponent=2, *, mod=None):
    return pow(base, exponent, mod)


square = functools.partial(power, exponent=2)
cube_mod = functools.partial(power, exponent=3, mod=7)
nested = functools.partial(functools.partial(power, 2), mod=5)
print(square(3), cube_mod(4), nested(10), square(3, exponent=3), nested.args, nested.keywords, nested.func is power)
print(repr(functools.partial(max, 1, key=abs)), repr(functools.partial(len)))
print(functools.partial(print, sep="-").keywords, callable(square), type(square).__name__)
attempt("partial no args", lambda: functools.partial())
attempt("partial non-callable", lambda: functools.partial(3))
attempt("partial call error", lambda: functools.partial(power, 1, 2, 3, 4)())
attempt("reduce empty", lambda: functools.reduce(lambda a, b: a + b, []))
attempt("reduce non-iterable", lambda: functools.reduce(lambda a, b: a + b, 5))
attempt("reduce non-callable", lambda: functools.reduce(3, [1, 2]))
print(functools.reduce(lambda a, b: a * b, range(1, 6)), functools.reduce(lambda a, b: a + b, [], "start"))
print(functools.reduce(lambda acc, x: acc + [x * 2], [1, 2], []), functools.reduce(max, [3], 0))
by_length = functools.cmp_to_key(lambda a, b: len(a) - len(b))
print(sorted(["ccc", "a", "bb", "dd"], key=by_length), by_length("ab") < by_length("abc"), by_length("x") == by_length("y"))
attempt("cmp key hash", lambda: hash(by_length("a")))
attempt("total_ordering none", lambda: functools.total_ordering(type("Empty", (), {})))


@functools.total_ordering
class Version:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return self.n == other.n

    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.n < other.n


print(Version(1) <= Version(2), Version(3) > Version(2), Version(2) >= Version(2), Version(1) != Version(1))
attempt("total_ordering NotImplemented", lambda: Version(1) > 5)


class Circle:
    def __init__(self, r):
        self.r = r
        self.computed = 0

    @functools.cached_property
    def area(self):
        self.computed += 1
        return 3 * self.r * self.r


c = Circle(2)
print(c.area, c.area, c.computed, "area" in c.__dict__, Circle.area.__class__.__name__, Circle.area.attrname)
del c.area
print(c.area, c.computed)
c.area = 99
print(c.area)
loose = functools.cached_property(lambda self: 1)
attempt("cached_property without set_name", lambda: loose.__get__(Circle(1), Circle))


@functools.lru_cache(maxsize=2, typed=True)
def echo(x):
    return (x, type(x).__name__)


print(echo(1), echo(1.0), echo(1), echo.cache_info(), echo.cache_parameters())
echo(2)
echo(3)
print(echo.cache_info())
echo.cache_clear()
print(echo.cache_info(), echo.__wrapped__(5), echo.__name__)
attempt("lru_cache bad maxsize", lambda: functools.lru_cache(maxsize="3"))
attempt("unhashable arg", lambda: echo([1]))


def original(a: int) -> int:
    """Doc."""
    return a


@functools.wraps(original)
def wrapper(*args):
    return original(*args)


print(wrapper.__name__, wrapper.__doc__, wrapper.__wrapped__ is original, wrapper.__annotations__, wrapper.__qualname__)
empty_wrapper = functools.wraps(original, assigned=(), updated=())(lambda: None)
print(empty_wrapper.__name__, empty_wrapper.__wrapped__ is original)
