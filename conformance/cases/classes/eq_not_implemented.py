# Checks __eq__ returning NotImplemented, reflected equality, and identity fallback.
calls = []

class Meters:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        calls.append(f"Meters.__eq__({other!r})")
        if isinstance(other, Meters):
            return self.v == other.v
        if isinstance(other, (int, float)):
            return self.v == other
        return NotImplemented

    def __repr__(self):
        return f"Meters({self.v})"

class Feet:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        calls.append(f"Feet.__eq__({other!r})")
        if isinstance(other, Meters):
            return abs(self.v * 0.3048 - other.v) < 1e-9
        return NotImplemented

    def __repr__(self):
        return f"Feet({self.v})"

def check(label, thunk):
    calls.clear()
    result = thunk()
    print(label, result, calls)

check("M==M", lambda: Meters(3) == Meters(3))
check("M==int", lambda: Meters(3) == 3)
check("int==M", lambda: 3 == Meters(3))
check("M==str", lambda: Meters(3) == "3")
check("str==M", lambda: "3" == Meters(3))
check("M!=str", lambda: Meters(3) != "3")
check("F==M", lambda: Feet(10) == Meters(3.048))
check("M==F", lambda: Meters(3.048) == Feet(10))
check("F==F same", lambda: (lambda f: f == f)(Feet(1)))
check("F==F diff", lambda: Feet(1) == Feet(1))
check("M in list", lambda: Meters(2) in [1, 2, 3])
check("M!=M", lambda: Meters(1) != Meters(2))

class Base:
    def __eq__(self, other):
        calls.append("Base.__eq__")
        return NotImplemented

class Derived(Base):
    def __eq__(self, other):
        calls.append("Derived.__eq__")
        return NotImplemented

check("Base==Derived", lambda: Base() == Derived())
check("Derived==Base", lambda: Derived() == Base())

class Always:
    def __eq__(self, other):
        return "truthy-string"

    def __ne__(self, other):
        return 0

print(Always() == 1, Always() != 1, 1 == Always())
print(NotImplemented.__class__.__name__, repr(NotImplemented))
print([Meters(1), Meters(2)] == [Meters(1), Meters(2)], (Meters(1),) == (1,))
