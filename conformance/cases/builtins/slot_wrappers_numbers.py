# The special methods of int, bool, float and complex, looked up on the type (unbound) and on
# values (bound), with NotImplemented for operands the type does not handle.


def show(label, thunk):
    try:
        print(label, "->", repr(thunk()))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


show("int.__add__(1, 2)", lambda: int.__add__(1, 2))
show("(1).__add__(2)", lambda: (1).__add__(2))
show("(1).__add__(1.0)", lambda: (1).__add__(1.0))
show("(1).__radd__(2)", lambda: (1).__radd__(2))
show("(1).__rsub__(5)", lambda: (1).__rsub__(5))
show("(5).__rtruediv__(1)", lambda: (5).__rtruediv__(1))
show("(7).__floordiv__(2)", lambda: (7).__floordiv__(2))
show("(7).__mod__(-3)", lambda: (7).__mod__(-3))
show("(7).__divmod__(2)", lambda: (7).__divmod__(2))
show("(2).__rdivmod__(7)", lambda: (2).__rdivmod__(7))
show("(2).__pow__(10)", lambda: (2).__pow__(10))
show("(2).__pow__(10, 1000)", lambda: (2).__pow__(10, 1000))
show("(2).__rpow__(3)", lambda: (2).__rpow__(3))
show("(2).__pow__(0.5)", lambda: (2).__pow__(0.5))
show("(1).__lshift__(70)", lambda: (1).__lshift__(70))
show("(6).__and__(3)", lambda: (6).__and__(3))
show("(6).__xor__(3)", lambda: (6).__xor__(3))
show("(6).__ror__(1)", lambda: (6).__ror__(1))
show("(1).__truediv__(0)", lambda: (1).__truediv__(0))
show("(1).__eq__(1)", lambda: (1).__eq__(1))
show("(1).__eq__(1.0)", lambda: (1).__eq__(1.0))
show("(1).__ne__(2)", lambda: (1).__ne__(2))
show("(1).__lt__(2)", lambda: (1).__lt__(2))
show("(1).__lt__(2.0)", lambda: (1).__lt__(2.0))
show("(3).__ge__(True)", lambda: (3).__ge__(True))
show("(1).__eq__('1')", lambda: (1).__eq__("1"))
show("(-3).__neg__()", lambda: (-3).__neg__())
show("(-3).__abs__()", lambda: (-3).__abs__())
show("(3).__invert__()", lambda: (3).__invert__())
show("(3).__pos__()", lambda: (3).__pos__())
show("(0).__bool__()", lambda: (0).__bool__())
show("(5).__index__()", lambda: (5).__index__())
show("(5).__int__()", lambda: (5).__int__())
show("(5).__float__()", lambda: (5).__float__())
show("(5).__hash__()", lambda: (5).__hash__())
show("(2**70).__hash__() == hash(2**70)", lambda: (2**70).__hash__() == hash(2**70))
show("(15).__round__(-1)", lambda: (15).__round__(-1))
show("(7).__trunc__()", lambda: (7).__trunc__())
show("(7).__floor__()", lambda: (7).__floor__())
show("(7).__ceil__()", lambda: (7).__ceil__())

print("-- bool")
show("True.__and__(True)", lambda: True.__and__(True))
show("True.__and__(1)", lambda: True.__and__(1))
show("True.__or__(False)", lambda: True.__or__(False))
show("True.__rxor__(True)", lambda: True.__rxor__(True))
show("True.__add__(True)", lambda: True.__add__(True))
show("int.__and__(True, True)", lambda: int.__and__(True, True))
show("True.__int__()", lambda: True.__int__())
show("True.__index__()", lambda: True.__index__())
show("True.__repr__()", lambda: True.__repr__())
show("bool.__and__(1, 1)", lambda: bool.__and__(1, 1))

print("-- float")
show("(1.5).__add__(1)", lambda: (1.5).__add__(1))
show("(1.5).__radd__(True)", lambda: (1.5).__radd__(True))
show("(1.5).__add__(1j)", lambda: (1.5).__add__(1j))
show("(1.0).__eq__(1)", lambda: (1.0).__eq__(1))
show("(1.5).__lt__(2)", lambda: (1.5).__lt__(2))
show("(7.5).__floordiv__(2)", lambda: (7.5).__floordiv__(2))
show("(7.5).__mod__(2)", lambda: (7.5).__mod__(2))
show("(7.5).__divmod__(2)", lambda: (7.5).__divmod__(2))
show("(2.0).__pow__(3)", lambda: (2.0).__pow__(3))
show("(2.0).__pow__(2, 3)", lambda: (2.0).__pow__(2, 3))
show("(2.5).__int__()", lambda: (2.5).__int__())
show("(2.5).__float__()", lambda: (2.5).__float__())
show("(-2.5).__abs__()", lambda: (-2.5).__abs__())
show("(-2.5).__neg__()", lambda: (-2.5).__neg__())
show("(0.0).__bool__()", lambda: (0.0).__bool__())
show("(2.5).__trunc__()", lambda: (2.5).__trunc__())
show("(-2.5).__floor__()", lambda: (-2.5).__floor__())
show("(2.1).__ceil__()", lambda: (2.1).__ceil__())
show("(2.5).__round__()", lambda: (2.5).__round__())
show("(2.675).__round__(2)", lambda: (2.675).__round__(2))
show("float('inf').__floor__()", lambda: float("inf").__floor__())
show("(1.5).__hash__() == hash(1.5)", lambda: (1.5).__hash__() == hash(1.5))
show("(1.5).__repr__()", lambda: (1.5).__repr__())

print("-- complex")
show("(1j).__add__(1)", lambda: (1j).__add__(1))
show("(1j).__mul__(1j)", lambda: (1j).__mul__(1j))
show("(1j).__rsub__(2.5)", lambda: (1j).__rsub__(2.5))
show("(1j).__pow__(2)", lambda: (1j).__pow__(2))
show("(1j).__eq__(1j)", lambda: (1j).__eq__(1j))
show("(1j).__lt__(1j)", lambda: (1j).__lt__(1j))
show("(3+4j).__abs__()", lambda: (3 + 4j).__abs__())
show("(3+4j).__neg__()", lambda: (3 + 4j).__neg__())
show("(0j).__bool__()", lambda: (0j).__bool__())
show("(1+2j).__repr__()", lambda: (1 + 2j).__repr__())
show("(1j).__add__('x')", lambda: (1j).__add__("x"))

print("-- subclasses use the builtin operation")


class Loud(int):
    def __add__(self, other):
        return "Loud.__add__"

    def __eq__(self, other):
        return "Loud.__eq__"


show("Loud(1) + 2", lambda: Loud(1) + 2)
show("int.__add__(Loud(1), 2)", lambda: int.__add__(Loud(1), 2))
show("int.__eq__(Loud(1), 1)", lambda: int.__eq__(Loud(1), 1))
show("(2).__add__(Loud(5))", lambda: (2).__add__(Loud(5)))
show("Loud(4).__sub__(1)", lambda: Loud(4).__sub__(1))


class Meters(float):
    def __add__(self, other):
        return Meters(float.__add__(self, other))

    def __repr__(self):
        return f"Meters({float.__repr__(self)})"


show("Meters(1.5) + 2", lambda: Meters(1.5) + 2)
show("Meters(1.5) + 'x'", lambda: Meters(1.5) + "x")

print("-- reprs")
show("int.__repr__(True)", lambda: int.__repr__(True))
show("bool.__repr__(True)", lambda: bool.__repr__(True))
show("int.__repr__(2**64)", lambda: int.__repr__(2**64))
show("int.__repr__(Loud(3))", lambda: int.__repr__(Loud(3)))
