import copy

orig = {"a": [1, 2], "b": {"c": (3, [4])}, "s": "text"}
sh = copy.copy(orig)
dp = copy.deepcopy(orig)
orig["a"].append(99)
orig["b"]["c"][1].append(5)
print(sh)
print(dp)
print(sh["a"] is orig["a"], dp["b"]["c"] is orig["b"]["c"], dp["s"] is orig["s"])
lst = [[0] * 2] * 2
d2 = copy.deepcopy(lst)
d2[0][0] = 7
print(d2, d2[0] is d2[1])
print(copy.copy(5), copy.copy("s"), copy.copy((1, 2)), copy.deepcopy(frozenset([1])))
s = {1, 2}
sc = copy.copy(s)
sc.add(3)
print(sorted(s), sorted(sc))
class Slotted:
    __slots__ = ("x", "y")
    def __init__(self):
        self.x = [1]
        self.y = 2
o = copy.deepcopy(Slotted())
print(o.x, o.y)
