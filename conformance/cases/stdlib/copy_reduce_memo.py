"""copy's protocols: __copy__/__deepcopy__ with the memo, __reduce_ex__ and __getstate__/
__setstate__, objects copied by reference (functions, classes, ranges), recursive structures
and shared references kept shared, and copy.Error."""
import copy


class Tracked:
    def __init__(self, value):
        self.value = value
        self.log = []

    def __copy__(self):
        clone = Tracked(self.value)
        clone.log = ["copied"]
        return clone

    def __deepcopy__(self, memo):
        clone = Tracked(copy.deepcopy(self.value, memo))
        clone.log = ["deep", id(self) in memo]
        memo[id(self)] = clone
        return clone


class Stateful:
    def __init__(self, n):
        self.n = n
        self.cache = {"big": list(range(3))}

    def __getstate__(self):
        return {"n": self.n}

    def __setstate__(self, state):
        self.n = state["n"] * 10
        self.cache = None


class Reduced:
    def __init__(self, a, b=0):
        self.a, self.b = a, b

    def __reduce_ex__(self, protocol):
        return (Reduced, (self.a + 1,), {"b": self.b + 1})


class Slotted:
    __slots__ = ("x", "y")

    def __init__(self, x):
        self.x = x


t = Tracked([1, [2]])
s, d = copy.copy(t), copy.deepcopy(t)
print(s.log, d.log, d.value == t.value, d.value is t.value, s.value is t.value)
st = copy.copy(Stateful(2))
print(st.n, st.cache, copy.deepcopy(Stateful(3)).n)
r = copy.copy(Reduced(1, 5))
print(r.a, r.b, copy.deepcopy(Reduced(10)).a)
sl = copy.copy(Slotted(4))
print(sl.x, hasattr(sl, "y"), copy.deepcopy(Slotted([1])).x)


def f():
    return 1


print(copy.copy(f) is f, copy.deepcopy(f) is f, copy.deepcopy(Tracked) is Tracked, copy.copy(range(3)) == range(3))
print(copy.deepcopy(len) is len, copy.copy(None), copy.deepcopy((1, "a", None)), copy.deepcopy(frozenset({1})))
shared = [1, 2]
outer = {"a": shared, "b": shared, "t": (shared,)}
clone = copy.deepcopy(outer)
print(clone["a"] is clone["b"], clone["t"][0] is clone["a"], clone["a"] is shared, clone == outer)
loop = [1]
loop.append(loop)
loop_clone = copy.deepcopy(loop)
print(loop_clone[1] is loop_clone, loop_clone[0], len(loop_clone))
d = {"k": [1]}
d["self"] = d
dc = copy.deepcopy(d)
print(dc["self"] is dc, dc["k"] is not d["k"])
memo = {}
first = copy.deepcopy([shared], memo)
second = copy.deepcopy([shared], memo)
print(first[0] is second[0], id(shared) in memo)
tup = (1, 2)
print(copy.deepcopy(tup) is tup, copy.deepcopy(([],))[0] is not None, copy.copy([1, [2]])[1] is not None)
print(issubclass(copy.Error, Exception), copy.error is copy.Error)


class NoCopy:
    def __reduce_ex__(self, protocol):
        raise copy.Error("refusing")


try:
    copy.copy(NoCopy())
except copy.Error as e:
    print("Error", e)
