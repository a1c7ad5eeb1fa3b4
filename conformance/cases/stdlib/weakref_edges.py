"""Edges of weakref.ref, proxy, finalize and gc, after CPython's Lib/test/test_weakref.py."""
import weakref


class Obj:
    def __init__(self, v=0):
        self.v = v

    def method(self):
        return self.v

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, other):
        return isinstance(other, Obj) and other.v == self.v


def func():
    return 1


o = Obj(1)
plain = weakref.ref(o)
calls = []
with_cb = weakref.ref(o, lambda r: calls.append("cb1"))
with_cb2 = weakref.ref(o, lambda r: calls.append("cb2"))
print(weakref.ref(o) is plain, with_cb is not plain, with_cb.__callback__ is not None, plain.__callback__)
print(weakref.getweakrefcount(o), [r is with_cb2 for r in weakref.getweakrefs(o)][:1])
print(plain == with_cb, hash(plain) == hash(o), plain != weakref.ref(Obj(2)))
o2 = Obj(1)
print(weakref.ref(o2) == plain)
del o
print(plain(), calls, weakref.getweakrefcount(o2))
try:
    hash(with_cb2)
except TypeError as e:
    print("TypeError", e)
print(hash(plain) == hash(1), plain == with_cb, plain == plain)

# a bound method made for the call dies at once
print(weakref.ref(o2.method)())
print(weakref.ref(func)() is func, weakref.ref(Obj)() is Obj, weakref.ref(len)() is len, weakref.ref(int)() is int)
s, fs = {1, 2}, frozenset({3})
print(weakref.ref(s)() is s, weakref.ref(fs)() is fs)
gen = (i for i in range(3))
print(weakref.ref(gen)() is gen)

class MyRef(weakref.ref):
    def __init__(self, ob, callback=None, **annotations):
        super().__init__(ob, callback)
        self.__dict__.update(annotations)

o3 = Obj(3)
mr = MyRef(o3, label="three")
print(mr() is o3, mr.label, isinstance(mr, weakref.ref), type(mr).__name__)

class Slotted:
    __slots__ = ("x",)

class SlottedWeak:
    __slots__ = ("x", "__weakref__")

try:
    weakref.ref(Slotted())
except TypeError as e:
    print("TypeError", e)
sw = SlottedWeak()
print(weakref.ref(sw)() is sw)

class Num(int):
    pass

class Text(str):
    pass

for value in (Num(1), Text("t"), object()):
    try:
        print(weakref.ref(value)() == value)
    except TypeError as e:
        print("TypeError", e)

# proxies
class Vec:
    def __init__(self, x):
        self.x = x

    def __add__(self, other):
        return Vec(self.x + (other.x if isinstance(other, Vec) else other))

    def __len__(self):
        return self.x

    def __getitem__(self, i):
        return i * self.x

    def __call__(self, y):
        return self.x * y

v = Vec(4)
p = weakref.proxy(v)
print(p.x, len(p), p[3], (p + 1).x, p(5), type(p).__name__, bool(p))
p.x = 7
print(v.x, isinstance(p, weakref.ProxyTypes))
try:
    hash(p)
except TypeError as e:
    print("TypeError", e)
n = Obj(9)
pn = weakref.proxy(n)
print(type(pn).__name__, pn.method(), pn.v, pn == n)
dead = []
pc = weakref.proxy(Obj(5), lambda proxy: dead.append(type(proxy).__name__))
try:
    pc.v
except ReferenceError as e:
    print("ReferenceError", e, dead)

# finalize
log = []
target = Obj(7)
f = weakref.finalize(target, log.append, "bye")
print(f.alive, f.atexit, f.peek()[2:], f.peek()[1] == log.append, f.peek()[0] is target)
f2 = weakref.finalize(target, lambda *a, **k: log.append((a, k)), 1, 2, key="v")
det = f2.detach()
print(det[2:], f2.alive, f2.detach(), f2.peek())
del target
print(log, f.alive, f(), f.peek())
g_target = Obj(9)
f4 = weakref.finalize(g_target, log.append, "called early")
print(f4(), f4(), f4.alive, log[-1])

