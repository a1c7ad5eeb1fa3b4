# deepcopy of builtin containers, dataclasses, slotted classes (own, inherited, private and
# shared names), classes with metaclasses and instances of builtin subclasses with hooks.
import copy
from dataclasses import dataclass


@dataclass
class A:
    string: str
    lst: list
    boolean: bool


data = {"list": [1, 2, 3, 43], "t": (1, 2, 3), "str": "hello", "sub": {"a": True}, "none": None}
d2 = copy.deepcopy(data)
print(d2 == data, d2 is data, d2["list"] is data["list"], d2["t"] is data["t"], d2["str"] is data["str"])
shared = [1] * 5
nest = {"a": (shared, shared), "b": [shared] * 3, "e": frozenset(), "f": frozenset({1}), "r": range(3)}
n2 = copy.deepcopy(nest)
print(n2["a"][0] is n2["a"][1] is n2["b"][2], n2["a"][0] is shared, n2["e"] is nest["e"], n2["f"] is nest["f"])
print(n2["r"] is nest["r"], copy.deepcopy(len) is len, copy.deepcopy(A) is A)

dc = A("hello", [1, 2, 3], True)
dc2 = copy.deepcopy(dc)
print(dc2, dc2 == dc, dc2.lst is dc.lst, copy.copy(dc).lst is dc.lst)


class Slotted:
    __slots__ = ("a", "__b")

    def __init__(self):
        self.a = [1]
        self.__b = 2

    def b(self):
        return self.__b


class SlotChild(Slotted):
    def __init__(self):
        super().__init__()
        self.extra = {"k": [3]}


class SlotShare(Slotted):
    __slots__ = ("c",)


s = copy.deepcopy(Slotted())
print(s.a, s.b(), hasattr(s, "__dict__"))
c = SlotChild()
c2 = copy.deepcopy(c)
print(c2.a, c2.b(), c2.extra, c2.extra is c.extra, c2.a is c.a)
sh = SlotShare()
sh.c = (4,)
sh2 = copy.copy(sh)
print(sh2.c, sh2.a is sh.a, sh2.b())


class Meta(type):
    pass


class WithMeta(metaclass=Meta):
    def __init__(self):
        self.x = [1, 2]


w = copy.deepcopy(WithMeta())
print(type(w).__name__, w.x, copy.deepcopy(WithMeta) is WithMeta)


class HookList(list):
    def __deepcopy__(self, memo):
        return "hooked"


class Tagged(dict):
    pass


t = Tagged(a=[1])
t.note = "n"
t2 = copy.deepcopy(t)
print(copy.deepcopy([HookList([1])]), type(t2).__name__, t2, t2.note, t2["a"] is t["a"])


class Empty:
    pass


e = Empty()
e2 = copy.deepcopy(e)
print(type(e2).__name__, e2 is e, vars(e2))


class NoState:
    __slots__ = ()


print(type(copy.deepcopy(NoState())).__name__)
cyc = []
cyc.append(cyc)
cyc2 = copy.deepcopy(cyc)
print(cyc2[0] is cyc2, cyc2 is cyc)
