# The special methods of list, tuple, dict, set, frozenset, range, slice and the dict views as
# attributes, and the builtin behaviour they give subclasses that override them.


def show(label, thunk):
    try:
        print(label, "->", repr(thunk()))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


show("[1].__len__()", lambda: [1].__len__())
show("list.__len__([1, 2])", lambda: list.__len__([1, 2]))
show("[1, 2].__getitem__(-1)", lambda: [1, 2].__getitem__(-1))
show("[1].__contains__(1)", lambda: [1].__contains__(1))
show("[1].__add__([2])", lambda: [1].__add__([2]))
show("[1].__mul__(3)", lambda: [1].__mul__(3))
show("[1].__rmul__(2)", lambda: [1].__rmul__(2))
show("[1].__eq__([1])", lambda: [1].__eq__([1]))
show("[1].__eq__((1,))", lambda: [1].__eq__((1,)))
show("[].__lt__([1])", lambda: [].__lt__([1]))
show("[].__lt__(())", lambda: [].__lt__(()))
show("[1].__iadd__((2, 3))", lambda: [1].__iadd__((2, 3)))
show("[1, 2].__imul__(2)", lambda: [1, 2].__imul__(2))
show("list([1, 2].__reversed__())", lambda: list([1, 2].__reversed__()))
show("list.__hash__ is None", lambda: list.__hash__ is None)
show("[].__hash__", lambda: [].__hash__)

print("-- tuple")
show("(1, 2).__len__()", lambda: (1, 2).__len__())
show("(1, 2).__getitem__(slice(0, 1))", lambda: (1, 2).__getitem__(slice(0, 1)))
show("list(tuple.__iter__((1, 2)))", lambda: list(tuple.__iter__((1, 2))))
show("(1,).__add__((2,))", lambda: (1,).__add__((2,)))
show("(1,).__mul__(2)", lambda: (1,).__mul__(2))
show("(1, 2).__lt__((1, 3))", lambda: (1, 2).__lt__((1, 3)))
show("(1, 2).__hash__() == hash((1, 2))", lambda: (1, 2).__hash__() == hash((1, 2)))
show("(1,).__contains__(1)", lambda: (1,).__contains__(1))

print("-- dict")
d = {"a": 1, "b": 2}
show("dict.__getitem__(d, 'a')", lambda: dict.__getitem__(d, "a"))
show("dict.__getitem__(d, 'z')", lambda: dict.__getitem__(d, "z"))
show("d.__len__()", lambda: d.__len__())
show("d.__contains__('b')", lambda: d.__contains__("b"))
show("list(d.__iter__())", lambda: list(d.__iter__()))
show("d.__eq__({'b': 2, 'a': 1})", lambda: d.__eq__({"b": 2, "a": 1}))
show("d.__eq__(1)", lambda: d.__eq__(1))
show("d.__lt__({})", lambda: d.__lt__({}))
show("d.__or__({'c': 3})", lambda: d.__or__({"c": 3}))
show("d.__or__([1])", lambda: d.__or__([1]))
show("d.__ror__({'z': 0})", lambda: d.__ror__({"z": 0}))
show("dict.__ior__({}, [(1, 2)])", lambda: dict.__ior__({}, [(1, 2)]))
show("list(d.__reversed__())", lambda: list(d.__reversed__()))
e = {}
show("e.__setitem__('k', 1)", lambda: e.__setitem__("k", 1))
show("e", lambda: e)
show("e.__delitem__('k')", lambda: e.__delitem__("k"))
show("e", lambda: e)
show("dict.__hash__ is None", lambda: dict.__hash__ is None)

print("-- sets")
show("{1}.__contains__(1)", lambda: {1}.__contains__(1))
show("{1, 2}.__len__()", lambda: {1, 2}.__len__())
show("{1}.__and__({1, 2})", lambda: {1}.__and__({1, 2}))
show("{1}.__and__([1])", lambda: {1}.__and__([1]))
show("{1}.__or__(frozenset({2}))", lambda: {1}.__or__(frozenset({2})))
show("{1, 2}.__sub__({1})", lambda: {1, 2}.__sub__({1}))
show("{1}.__rsub__({1, 2})", lambda: {1}.__rsub__({1, 2}))
show("{1}.__xor__({2})", lambda: {1}.__xor__({2}))
show("{1}.__le__({1, 2})", lambda: {1}.__le__({1, 2}))
show("{1}.__lt__([1])", lambda: {1}.__lt__([1]))
s = {1, 2}
show("s.__iand__({2, 3})", lambda: s.__iand__({2, 3}))
show("s.__ior__({5})", lambda: s.__ior__({5}))
show("s.__isub__({5})", lambda: s.__isub__({5}))
show("s.__ixor__({7})", lambda: s.__ixor__({7}))
show("s.__iand__([1])", lambda: s.__iand__([1]))
show("frozenset({1}).__or__({2})", lambda: frozenset({1}).__or__({2}))
show("frozenset().__hash__() == hash(frozenset())", lambda: frozenset().__hash__() == hash(frozenset()))
show("set.__hash__ is None", lambda: set.__hash__ is None)

print("-- range and slice")
r = range(1, 10, 2)
show("r.__len__()", lambda: r.__len__())
show("r.__getitem__(2)", lambda: r.__getitem__(2))
show("r.__getitem__(slice(1, None))", lambda: r.__getitem__(slice(1, None)))
show("r.__contains__(5)", lambda: r.__contains__(5))
show("r.__bool__()", lambda: r.__bool__())
show("range(0).__bool__()", lambda: range(0).__bool__())
show("r.__eq__(range(1, 11, 2))", lambda: r.__eq__(range(1, 11, 2)))
show("r.__lt__(r)", lambda: r.__lt__(r))
show("list(r.__reversed__())", lambda: list(r.__reversed__()))
show("r.__repr__()", lambda: r.__repr__())
show("slice(1).__eq__(slice(1))", lambda: slice(1).__eq__(slice(1)))
show("slice.__hash__ is None", lambda: slice.__hash__ is None)

print("-- dict views")
v = {1: "a", 2: "b"}
show("v.keys().__len__()", lambda: v.keys().__len__())
show("v.keys().__contains__(1)", lambda: v.keys().__contains__(1))
show("v.keys().__and__([1, 5])", lambda: v.keys().__and__([1, 5]))
show("v.keys().__rsub__([1, 5])", lambda: v.keys().__rsub__([1, 5]))
show("v.keys().__eq__({1, 2})", lambda: v.keys().__eq__({1, 2}))
show("v.keys().__eq__([1, 2])", lambda: v.keys().__eq__([1, 2]))
show("v.items().__contains__((1, 'a'))", lambda: v.items().__contains__((1, "a")))
show("list(v.values().__iter__())", lambda: list(v.values().__iter__()))
show("v.values().__len__()", lambda: v.values().__len__())
show("type(v).__dict__ is not None", lambda: hasattr(v.keys(), "__hash__"))
show("v.keys().__hash__", lambda: v.keys().__hash__)

print("-- subclasses reach the builtin behaviour")


class Defaulting(dict):
    def __getitem__(self, key):
        if key == "magic":
            return 42
        return super().__getitem__(key)

    def __contains__(self, key):
        return key == "magic" or dict.__contains__(self, key)

    def __len__(self):
        return dict.__len__(self) + 100

    def __eq__(self, other):
        return dict.__eq__(self, other)


dd = Defaulting(a=1)
show("dd['magic']", lambda: dd["magic"])
show("dd['a']", lambda: dd["a"])
show("dd['zz']", lambda: dd["zz"])
show("'magic' in dd", lambda: "magic" in dd)
show("len(dd)", lambda: len(dd))
show("dict.__len__(dd)", lambda: dict.__len__(dd))
show("dd == {'a': 1}", lambda: dd == {"a": 1})
show("dict.__getitem__(dd, 'magic')", lambda: dict.__getitem__(dd, "magic"))


class Stack(list):
    def __getitem__(self, i):
        return "item " + str(list.__getitem__(self, i))

    def __len__(self):
        return list.__len__(self) * 2

    def __lt__(self, other):
        return list.__lt__(self, other)

    def __iter__(self):
        return list.__iter__(self)


st = Stack([3, 4])
show("st[0]", lambda: st[0])
show("len(st)", lambda: len(st))
show("st < [3, 5]", lambda: st < [3, 5])
show("list(st)", lambda: list(st))
show("list.__add__(st, [9])", lambda: list.__add__(st, [9]))
show("Stack.__hash__ is None", lambda: Stack.__hash__ is None)

print("-- generic aliases and mapping views")
show("list.__class_getitem__(int)", lambda: list.__class_getitem__(int))
show("dict.__class_getitem__((str, int))", lambda: dict.__class_getitem__((str, int)))
show("Stack[int]", lambda: Stack[int])
mp = {"k": 1}.values().mapping
show("mp", lambda: mp)
show("mp['k']", lambda: mp["k"])
show("len(mp)", lambda: len(mp))
show("list(mp)", lambda: list(mp))
show("mp.get('z', 0)", lambda: mp.get("z", 0))
show("{'k': 1}.keys().mapping == {'k': 1}", lambda: {"k": 1}.keys().mapping == {"k": 1})
show("mp['z'] = 1", lambda: mp.__setitem__("z", 1))
