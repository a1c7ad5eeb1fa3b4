"""weakref.ref, WeakValueDictionary, WeakKeyDictionary, WeakSet, finalize, proxy and WeakMethod
as a program uses them."""
import gc
import weakref


class Node:
    def __init__(self, name):
        self.name = name
        self.children = []

    def __repr__(self):
        return f"Node({self.name!r})"


a = Node("a")
r = weakref.ref(a)
print(r() is a, r() == a, type(r).__name__, weakref.ref is weakref.ReferenceType)
print(weakref.ref(a) is r, weakref.getweakrefcount(a))
del a
print(r())
print(repr(r).endswith("; dead>"))

events = []
b = Node("b")
rb = weakref.ref(b, lambda ref: events.append(("gone", ref is rb)))
b = None
print(events, rb())

# cycles die too
x = Node("x")
y = Node("y")
x.children.append(y)
y.children.append(x)
rx = weakref.ref(x)
del x, y
gc.collect()
print(rx())

# WeakValueDictionary as a cache
cache = weakref.WeakValueDictionary()
keep = Node("keep")
cache["keep"] = keep
cache["temp"] = Node("temp")
print(sorted(cache.keys()), len(cache), "temp" in cache, cache.get("keep"))

# WeakKeyDictionary for per-object metadata
meta = weakref.WeakKeyDictionary()
k1, k2 = Node("k1"), Node("k2")
meta[k1] = 1
meta[k2] = 2
del k2
print(len(meta), list(meta.values()), meta[k1], k1 in meta)

# WeakSet registry
reg = weakref.WeakSet()
objs = [Node(str(i)) for i in range(5)]
for o in objs:
    reg.add(o)
print(len(reg))
del objs[1:4]
print(len(reg), sorted(n.name for n in reg))

# finalize
f_obj = Node("f")
fin = weakref.finalize(f_obj, print, "finalized", "f")
print(fin.alive)
del f_obj
print(fin.alive)

# proxy
p_obj = Node("p")
p = weakref.proxy(p_obj)
print(p.name, len(p.children))
del p_obj
try:
    p.name
except ReferenceError as e:
    print("ReferenceError:", e)

# WeakMethod
class Btn:
    def click(self):
        return "clicked"

btn = Btn()
wm = weakref.WeakMethod(btn.click)
print(wm()())
del btn
print(wm())

for bad in [1, "s", [], {}, (), None]:
    try:
        weakref.ref(bad)
    except TypeError as e:
        print(e)

print(gc.isenabled(), gc.get_threshold(), gc.collect() >= 0)
try:
    gc.collect(5)
except ValueError as e:
    print(e)
