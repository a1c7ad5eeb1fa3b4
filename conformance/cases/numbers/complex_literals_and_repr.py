# Complex literals, the constructor's forms and CPython's repr/str rules.
import math

literals = [2j, 1.5e3J, 0j, -0j, 1 + 2j, 1 - 2j, -1 - 2j, 0.1 + 0.2j, 1e16j, 1e-5j, 123456789012345678j]
for z in literals:
    print(repr(z), str(z), z.real, z.imag)

inf, nan = math.inf, math.nan
special = [
    complex(-0.0, -0.0), complex(0.0, -0.0), complex(-0.0, 0.0), complex(1, nan), complex(nan, 2),
    complex(inf, -inf), complex(0, inf), complex(-inf, 0), complex(nan, nan), complex(1e16, 1e-5),
    complex(2.5, -0.0), complex(1e300 * 10, 1), complex(5e-324, -5e-324),
]
for z in special:
    print(repr(z), str(z))

print(complex(), complex(3), complex(2.5), complex(True), complex(False, True))
print(complex(1, 2), complex(1.5, -2.5), complex(imag=4), complex(real=3), complex(real=1, imag=2))
print(complex(1j, 1j), complex(1 + 2j, 3), complex(1 + 2j, 3j), complex(2, 1 + 1j))
print(complex(2 ** 60), complex(-(2 ** 53) - 1, 7))
print(type(1j), type(1j).__name__, type(complex(1)).__name__, complex.__name__)
print(isinstance(1j, complex), isinstance(1, complex), isinstance(1.0, complex), issubclass(bool, complex))
print([1j, 2 + 0j], (3j,), {"z": -1j})
print(f"{1 + 2j}", f"{3j!r}", f"{2 - 1j = }", "%s and %r" % (1j, 2 + 2j))
print(str(complex(0, 1e-7)), repr(complex(-1e22, 1e22)), repr(complex(0.0001, 100000.0)))
print(1j.real, 1j.imag, (3 + 4j).conjugate(), (3 - 4j).conjugate(), (-0j).conjugate())
print((5).real, (5).imag, (5).conjugate(), (2.5).real, (2.5).imag, (2.5).conjugate(), True.conjugate())
print((1 + 2j).__complex__(), (1 + 2j).__getnewargs__())
print(sorted(name for name in dir(1j) if not name.startswith("_")))
values = [1j, 2j, 1j]
print(values.count(1j), values.index(2j), 1j in values, 3j in values)
