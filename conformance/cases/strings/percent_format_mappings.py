# %-formatting with a mapping looks keys up as CPython's PyObject_GetItem does: a dict
# subclass's __missing__, any object with __getitem__, bytes formats too.
from collections import defaultdict, Counter


class Defaults(dict):
    def __missing__(self, key):
        return f"<{key}?>"


print("%(name)s is %(age)s" % Defaults(name="Ada"))
print("%(hits)d hits, %(misses)d misses" % Counter(hits=3))
print("%(a)s/%(b)s" % defaultdict(lambda: "-", a=1))


class Lookup:
    def __getitem__(self, key):
        return key.upper()


print("%(city)s, %(country)s" % Lookup())
print(b"%(x)s-%(y)s" % {b"x": b"1", b"y": b"2"})
try:
    "%(missing)s" % {"present": 1}
except KeyError as e:
    print("KeyError:", e)
try:
    "%(a)s %s" % Lookup()
except TypeError as e:
    print("TypeError:", e)
print("%s" % Lookup() != "")
