# cmath on infinite, NaN, signed-zero, subnormal and huge parts: the C99 Annex G special values
# and CPython's domain and range errors.
import cmath
import math

inf, nan = math.inf, math.nan
parts = [-inf, -2.5, -0.0, 0.0, 1e-310, 1.0, 1e300, inf, nan]
names = ["sqrt", "exp", "log", "log10", "sin", "cos", "tan", "asin", "acos", "atan",
         "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "phase", "polar"]
for name in names:
    f = getattr(cmath, name)
    print(name)
    for x in parts:
        row = []
        for y in parts:
            try:
                r = f(complex(x, y))
                if isinstance(r, complex):
                    row.append(f"{r.real!r},{r.imag!r}")
                else:
                    row.append(repr(r))
            except ValueError:
                row.append("ValueError")
            except OverflowError:
                row.append("OverflowError")
        print(" ", " ".join(row))
print("rect")
for x in parts:
    row = []
    for y in parts:
        try:
            r = cmath.rect(x, y)
            row.append(f"{r.real!r},{r.imag!r}")
        except ValueError:
            row.append("ValueError")
    print(" ", " ".join(row))
for a, b in [(0, 2), (2, 0), (0, 0), (1j, 1), (1e-320, 2), (inf, 0), (8, 2), (1 + 1j, 1 - 1j), (100, 10), (0j, 1j)]:
    try:
        print("log", a, b, cmath.log(a, b))
    except ValueError as e:
        print("log", a, b, "ValueError:", e)
for args in [(), (1, 2), ("a",), ([1],)]:
    try:
        cmath.sqrt(*args)
    except TypeError as e:
        print("TypeError:", e)
for call in [lambda: cmath.sqrt(x=1), lambda: cmath.log(), lambda: cmath.log(1, 2, 3), lambda: cmath.rect(1),
             lambda: cmath.rect("a", 1), lambda: cmath.isclose(1, 2, 3), lambda: cmath.isclose(1),
             lambda: cmath.isclose(1, 2, rel_tol=-1), lambda: cmath.isclose(1, 2, tol=1), lambda: cmath.phase(None),
             lambda: cmath.exp(1e308), lambda: cmath.cosh(1000 + 1j), lambda: cmath.sinh(-1000), lambda: cmath.polar(complex(1e308, 1e308)),
             lambda: cmath.atanh(1), lambda: cmath.atanh(-1), lambda: cmath.log(0), lambda: cmath.log10(-0.0), lambda: cmath.exp(complex(710, 0.5))]:
    try:
        print(call())
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
