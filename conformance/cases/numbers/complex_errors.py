# The errors of complex arithmetic and conversions, with CPython's messages.
import json
import math


class Unrelated:
    pass


class HasComplex:
    def __complex__(self):
        return 2 + 3j


class BadComplex:
    def __complex__(self):
        return 5


class HasFloat:
    def __float__(self):
        return 1.5


class HasIndex:
    def __index__(self):
        return 7


checks = [
    lambda: 1j // 1, lambda: 1j % 1, lambda: 2 // 1j, lambda: divmod(1j, 2), lambda: divmod(2, 1j),
    lambda: 1j < 2j, lambda: 1j >= 1, lambda: 1j > None, lambda: 1 / 0j, lambda: 1j / 0, lambda: 1j / 0.0,
    lambda: 0j ** -1, lambda: 0j ** -1.5, lambda: 0j ** 1j, lambda: 0.0 ** (1 + 1j), lambda: (1e200j) ** 200,
    lambda: (1e300 + 1j) ** 2.5, lambda: abs(complex(1e308, 1e308) * 10), lambda: round(1j), lambda: int(1j),
    lambda: float(1j), lambda: math.sqrt(1j), lambda: math.floor(2j), lambda: json.dumps(1j),
    lambda: json.dumps({"a": [1 + 2j]}), lambda: complex([]), lambda: complex(1, []), lambda: complex("1", 2),
    lambda: complex(1, "2"), lambda: complex("1+2j", imag=1), lambda: complex(Unrelated()),
    lambda: complex(1, HasComplex()), lambda: complex(BadComplex()), lambda: complex(x=1), lambda: complex(1, 2, 3),
    lambda: complex(1, real=2), lambda: complex(imag="2"), lambda: complex(real="3"), lambda: complex(10 ** 400), lambda: 1j + 10 ** 400, lambda: ~1j, lambda: 1j & 1,
    lambda: 1j << 1, lambda: 1j @ 1j, lambda: 1j + "a", lambda: "a" + 1j, lambda: [1] * 1j, lambda: 1j * [1],
    lambda: "%d" % 1j, lambda: "%f" % 1j, lambda: "%x" % 1j, lambda: pow(1j, 2, 3), lambda: pow(2, 1j, 3),
    lambda: range(1j), lambda: [1, 2][1j], lambda: setattr(1j, "real", 2), lambda: 1j.foo,
    lambda: (1j).conjugate(1), lambda: complex.conjugate(3), lambda: sum([1j, "a"]), lambda: bytes(1j),
    lambda: "abc"[1j], lambda: chr(1j), lambda: hex(1j), lambda: math.isclose(1j, 1j),
]
for check in checks:
    try:
        print("ok", check())
    except Exception as e:
        print(type(e).__name__, e)

print(complex(HasComplex()), complex(HasFloat()), complex(HasIndex()), complex(HasFloat(), HasIndex()))
print(complex(HasComplex(), 1j), complex(HasComplex(), 2))
z = 1 + 1j
z **= 3
print(z)
z //= 2
