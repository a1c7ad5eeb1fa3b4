# Checks subclassing complex: a Phasor built from a magnitude and an angle in __new__, its own repr and methods, the real/imag attributes, arithmetic returning plain complex unless the class overrides the operator, hashing and equality with plain numbers, formatting, and copies.
import cmath
import copy
import math


class Phasor(complex):
    def __new__(cls, magnitude=0.0, degrees=0.0):
        z = cmath.rect(magnitude, math.radians(degrees))
        return super().__new__(cls, round(z.real, 9), round(z.imag, 9))

    @property
    def magnitude(self):
        return abs(self)

    @property
    def degrees(self):
        return round(math.degrees(cmath.phase(self)), 6)

    def rotate(self, degrees):
        return Phasor(self.magnitude, self.degrees + degrees)

    def __repr__(self):
        return f"Phasor({self.magnitude:g} @ {self.degrees:g} deg)"


p = Phasor(2, 90)
q = Phasor(1)
print(p, repr(p), str(p), [p], f"{p!r}", p.real, p.imag, p.magnitude, p.degrees)
print(type(p).__name__, isinstance(p, complex), p.rotate(90), type(p.rotate(90)).__name__, Phasor())
print(p + q, type(p + q).__name__, p * 1j, p - 1, 2 * p, p / 2, -p, +p, type(-p).__name__, p ** 2, abs(p))
print(p.conjugate(), type(p.conjugate()).__name__, complex(p), type(complex(p)).__name__, p.__getnewargs__())
print(p == 2j, q == 1, q == 1.0, hash(q) == hash(1), hash(p) == hash(2j), {q: "unit"}[1], 2j in {p}, p != q)
print(format(p, ".2f"), f"{q:+.1f}", format(Phasor(3, 180), ""), cmath.sqrt(Phasor(4, 180)), cmath.isclose(p, 2j))
moved = p
moved += 1
print(moved, type(moved).__name__, bool(Phasor()), bool(q))
try:
    p < q
except TypeError as error:
    print("TypeError:", error)


class Gaussian(complex):
    """Complex numbers with int parts, staying Gaussian under + and *."""

    def __add__(self, other):
        return Gaussian(complex.__add__(self, other))

    __radd__ = __add__

    def __mul__(self, other):
        return Gaussian(complex.__mul__(self, other))

    def __str__(self):
        return f"{int(self.real)}{int(self.imag):+d}i"


g = Gaussian(1, 2)
h = Gaussian(3, -1)
print(g, repr(g), g + h, type(g + h).__name__, 1 + g, type(1 + g).__name__, g * h, type(g * h).__name__, g - h, type(g - h).__name__)
print(Gaussian("2+3j"), Gaussian(real=4), Gaussian(imag=2), Gaussian(), Gaussian(1.5, 0).real)
for bad in (lambda: Gaussian("x"), lambda: Gaussian("1", 2), lambda: Gaussian(1, 2, 3), lambda: Gaussian(nope=1)):
    try:
        bad()
    except (TypeError, ValueError) as error:
        print(type(error).__name__ + ":", error)

g.note = "prime"
print(g.note, vars(g))
copied = copy.copy(g)
print(type(copied).__name__, copied == g, copied is g, copied.note)
print(type(copy.deepcopy(p)).__name__, copy.deepcopy(p))
