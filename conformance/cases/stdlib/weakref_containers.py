"""WeakValueDictionary, WeakKeyDictionary and WeakSet as a program uses them."""
import copy
import weakref


class Session:
    def __init__(self, user):
        self.user = user

    def __repr__(self):
        return f"Session({self.user})"


class Key:
    def __init__(self, k):
        self.k = k

    def __hash__(self):
        return hash(self.k)

    def __eq__(self, other):
        return isinstance(other, Key) and other.k == self.k

    def __repr__(self):
        return f"Key({self.k})"


# WeakValueDictionary
sessions = weakref.WeakValueDictionary()
alice, bob, carol = Session("alice"), Session("bob"), Session("carol")
sessions.update({"a": alice, "b": bob})
sessions["c"] = carol
print(sorted(sessions), len(sessions))
print(sessions["a"], sessions.get("zz", "missing"), "b" in sessions, "zz" in sessions)
del bob
print(sorted(sessions.keys()), sorted(s.user for s in sessions.values()))
print(sorted((k, v.user) for k, v in sessions.items()))
try:
    sessions["b"]
except KeyError as e:
    print("KeyError", e)
print(sessions.pop("c").user, sessions.pop("c", "gone"), len(sessions))
print(sessions.setdefault("a", None).user)
d = Session("dave")
print(sessions.setdefault("d", d).user, len(sessions))
cp = sessions.copy()
print(type(cp).__name__, sorted(cp))
merged = sessions | {"e": alice}
print(type(merged).__name__, sorted(merged))
print(len(sessions.valuerefs()), all(isinstance(r, weakref.KeyedRef) for r in sessions.valuerefs()))
print(sorted(r.key for r in sessions.itervaluerefs()))
k, v = sessions.popitem()
print(k in ("a", "d"), len(sessions))
del sessions[next(iter(sessions))]
print(len(sessions))
try:
    del sessions["nope"]
except KeyError as e:
    print("KeyError", e)

# removing while iterating keeps the iteration stable
pool = [Session(str(i)) for i in range(6)]
wv = weakref.WeakValueDictionary((s.user, s) for s in pool)
seen = []
for key in wv:
    seen.append(key)
    if key == "1":
        del pool[2:5]
print(seen[:2], len(wv), sorted(wv))

# WeakKeyDictionary
meta = weakref.WeakKeyDictionary()
k1, k2, k3 = Key(1), Key(2), Key(3)
meta[k1] = "one"
meta[k2] = "two"
meta.update({k3: "three"})
print(len(meta), meta[Key(1)], meta.get(Key(9), "none"), Key(2) in meta, 5 in meta)
del k2
print(len(meta), sorted(v for v in meta.values()), sorted(k.k for k in meta.keys()))
print(sorted((k.k, v) for k, v in meta.items()))
print(meta.pop(k3), len(meta), meta.setdefault(k1, "x"), len(meta.keyrefs()))
deep = copy.deepcopy(meta)
print(type(deep).__name__, len(deep))
try:
    meta["str keys are not weakly referenceable"] = 1
except TypeError as e:
    print("TypeError", e)

# WeakSet
class Listener:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name

l1, l2, l3 = Listener("l1"), Listener("l2"), Listener("l3")
listeners = weakref.WeakSet([l1, l2])
listeners.add(l3)
print(len(listeners), l1 in listeners, 3 in listeners, sorted(x.name for x in listeners))
del l2
print(len(listeners), sorted(x.name for x in listeners))
listeners.discard(l3)
print(len(listeners))
other = weakref.WeakSet([l1, l3])
print(sorted(x.name for x in (listeners | other)), sorted(x.name for x in (other - listeners)))
print(sorted(x.name for x in (listeners & other)), listeners <= other, listeners == weakref.WeakSet([l1]))
print(listeners.isdisjoint([l3]), other.issuperset([l1]))
print(listeners.pop().name, len(listeners))
try:
    listeners.pop()
except KeyError as e:
    print("KeyError", e)
try:
    listeners.remove(l1)
except KeyError:
    print("KeyError on remove")
try:
    weakref.WeakSet([1])
except TypeError as e:
    print("TypeError", e)
print(weakref.WeakSet[int], weakref.ref[int])
