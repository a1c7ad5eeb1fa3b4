# The cmath functions on ordinary arguments, printed to the last bit, and the module's constants.
import cmath
import math

print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.nan, cmath.infj, cmath.nanj)
print(type(cmath.infj).__name__, cmath.nanj.real, cmath.infj.imag)
names = ["sqrt", "exp", "log", "log10", "sin", "cos", "tan", "asin", "acos", "atan",
         "sinh", "cosh", "tanh", "asinh", "acosh", "atanh"]
args = [0.7 + 0.2j, 1e-5 - 3j, 2 + 1e-12j, -5.5 + 0.25j, 1.5e200 + 2j, 1e-200j, 0.3 - 0.9j,
        1.0000001 + 0j, -0.999 + 0.001j, 4, -4, 2.5, -0.0, 1e-310 + 1e-310j, 3e307 - 4e307j, 1 + 1j]
for name in names:
    f = getattr(cmath, name)
    out = []
    for z in args:
        try:
            r = f(z)
            out.append(f"{r.real!r}:{r.imag!r}")
        except (ValueError, OverflowError) as e:
            out.append(f"{type(e).__name__}({e})")
    print(name, " ".join(out))

for z in args:
    print(cmath.phase(z), cmath.polar(z), cmath.isfinite(z), cmath.isinf(z), cmath.isnan(z))

for base in [2, 10, 0.5, 1j, 2 + 2j, math.e]:
    print(base, cmath.log(100, base), cmath.log(1 + 1j, base), cmath.log(-8, base))

for r, phi in [(1, 0), (2, math.pi / 2), (1, math.pi), (3, -math.pi / 4), (0.5, 10), (-2, 1), (1, -0.0), (0, 5)]:
    z = cmath.rect(r, phi)
    print(r, phi, z, cmath.polar(z))

print(cmath.isclose(1 + 1j, 1 + 1.0000000001j), cmath.isclose(1j, 1.1j, rel_tol=0.2),
      cmath.isclose(0j, 1e-10j, abs_tol=1e-9), cmath.isclose(complex(math.inf, 0), complex(math.inf, 0)),
      cmath.isclose(a=1, b=1 + 1e-12j), cmath.isclose(complex(math.nan, 0), complex(math.nan, 0)),
      cmath.isclose(1, 1.5, abs_tol=0.5), cmath.isclose(complex(math.inf, 1), complex(math.inf, 2)))


class Angle:
    def __complex__(self):
        return 0.5 + 0.5j


class Ratio:
    def __float__(self):
        return 0.25


print(cmath.exp(Angle()), cmath.sqrt(Ratio()), cmath.phase(Angle()), cmath.log(True), cmath.sqrt(2 ** 70))

# Round trips through polar coordinates.
for z in [1 + 1j, -3 + 0.5j, 2e-3 - 7j, -1 - 1j]:
    r, phi = cmath.polar(z)
    back = cmath.rect(r, phi)
    print(z, back, abs(back - z) < 1e-12, cmath.isclose(back, z))
# Inverse functions undo their functions on small arguments.
for z in [0.3 + 0.4j, -0.2 - 0.7j]:
    print(cmath.sin(cmath.asin(z)), cmath.cos(cmath.acos(z)), cmath.tan(cmath.atan(z)),
          cmath.exp(cmath.log(z)), cmath.sinh(cmath.asinh(z)), cmath.tanh(cmath.atanh(z)))
