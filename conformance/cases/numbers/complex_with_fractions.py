# Fractions mixed with complex numbers fall back to complex arithmetic, as CPython's fractions does.
from fractions import Fraction as F

h = F(1, 2)
checks = [
    lambda: h + 1j, lambda: 1j + h, lambda: h - 1j, lambda: 1j - h, lambda: h * (2 + 1j), lambda: (2 + 1j) * h,
    lambda: h / 1j, lambda: 1j / h, lambda: h // 1j, lambda: 1j // h, lambda: h % 1j, lambda: 1j % h,
    lambda: divmod(h, 1j), lambda: divmod(1j, h), lambda: h ** 1j, lambda: 1j ** h, lambda: 1j ** F(-2),
    lambda: 1j ** F(3), lambda: h == 0.5 + 0j, lambda: 0.5 + 0j == h, lambda: h == 0.5 + 1j, lambda: h != 1j,
    lambda: F(3, 4) + complex(1, -1), lambda: complex(F(3, 4), F(-1, 8)), lambda: sum([F(1, 3), 1j, F(2, 3)]),
]
for check in checks:
    try:
        print(check())
    except Exception as e:
        print(type(e).__name__, e)
