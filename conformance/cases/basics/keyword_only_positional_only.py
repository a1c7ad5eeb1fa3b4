# Checks positional-only (/) and keyword-only (*) parameters and their errors.
def f(a, b, /, c, *, d, e=5):
    return (a, b, c, d, e)
print(f(1, 2, 3, d=4))
print(f(1, 2, c=3, d=4, e=6))
try:
    f(1, b=2, c=3, d=4)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(1, 2, 3, 4)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(1, 2, 3)
except TypeError as e:
    print(type(e).__name__, e)
def kw_only(*, x, y=2):
    return x * y
print(kw_only(x=3), kw_only(y=4, x=5))
try:
    kw_only(1)
except TypeError as e:
    print(type(e).__name__, e)
def pos_only(x, y=10, /):
    return x + y
print(pos_only(1), pos_only(1, 2))
try:
    pos_only(x=1)
except TypeError as e:
    print(type(e).__name__, e)
def mixed(a, /, *args, sep="-", **kw):
    return sep.join(str(v) for v in (a,) + args) + str(sorted(kw.items()))
print(mixed(1, 2, 3))
print(mixed(1, sep="+", a=9, z=0))
def name_clash(a, /, **kwargs):
    return a, kwargs
print(name_clash(1, a=2))
print(divmod(7, 2), pow(2, 5), int("10", base=2))
try:
    len(obj=[1])
except TypeError as e:
    print(type(e).__name__, e)
print(sorted([3, 1, 2], reverse=True))
try:
    sorted([3, 1], lambda x: x)
except TypeError as e:
    print(type(e).__name__, e)
