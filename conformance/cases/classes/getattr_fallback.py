# Checks __getattr__ as a fallback for missing attributes: proxies, defaults and AttributeError propagation.
class Defaults:
    existing = "class value"

    def __init__(self):
        self.real = "instance value"

    def __getattr__(self, name):
        if name.startswith("opt_"):
            return f"default for {name[4:]}"
        raise AttributeError(f"{type(self).__name__!r} has no {name!r}")

d = Defaults()
print(d.real, d.existing, d.opt_color, getattr(d, "opt_size"))
print(hasattr(d, "opt_x"), hasattr(d, "nothing"), getattr(d, "nothing", "fallback"))
try:
    d.nothing
except AttributeError as e:
    print("AttributeError:", e)
d.opt_color = "blue"
print(d.opt_color)

class Proxy:
    def __init__(self, target):
        self._target = target
        self.accessed = []

    def __getattr__(self, name):
        self.accessed.append(name)
        return getattr(self._target, name)

p = Proxy([3, 1, 2])
p.append(0)
p.sort()
print(p._target, p.count(1), p.accessed)
try:
    p.nonexistent
except AttributeError as e:
    print("AttributeError:", e)

class Record:
    def __init__(self, **fields):
        self._fields = fields

    def __getattr__(self, name):
        try:
            return self._fields[name]
        except KeyError:
            raise AttributeError(name) from None

    def __repr__(self):
        return f"Record({self._fields})"

r = Record(id=7, name="widget")
print(r.id, r.name, r)
try:
    r.price
except AttributeError as e:
    print("AttributeError:", repr(e))

class Tracked:
    calls = 0

    def __getattr__(self, name):
        self.calls += 1
        return len(name)

t = Tracked()
print(t.abc, t.hello, t.calls, t.calls)

class PropertyFails:
    @property
    def broken(self):
        raise AttributeError("inner failure")

    def __getattr__(self, name):
        return f"__getattr__ caught {name}"

print(PropertyFails().broken)
