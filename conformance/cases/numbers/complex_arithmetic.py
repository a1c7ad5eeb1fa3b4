# Arithmetic on complex numbers mixed with int, bool and float, as CPython computes it.
import math

a, b = 3 + 4j, 1 - 2j
print(a + b, a - b, a * b, a / b, -a, +a, abs(a), abs(b))
print(a + 1, 1 + a, a - 2.5, 2.5 - a, a * 2, 2 * a, a / 2, 2 / a, a * True, False + a)
print(1j * 1j, 1j ** 2, 1j ** 3, 1j ** 4, 1j ** -1, 1j ** -2, (2 + 0j) ** -2, 0j ** 0, 0j ** 0j)
print((1 + 1j) ** 100, (1 + 1j) ** 101, (1 + 1j) ** -100, (1.5 - 0.5j) ** 7, (0.5 + 0.5j) ** 64)
print((1 + 2j) ** 0.5, (1 + 2j) ** 2.5, 2 ** 1j, 1j ** 1j, (1 + 1j) ** (1 - 1j), 2.0 ** (0.5 + 0.5j))
print(0j * -1, -0j * -1, 0j * 1.5, (-0.0 + 0j) + 0, 1j - 1j, -(1j - 1j))
print((1e300 + 1e300j) ** 2, (1e300 + 1e300j) * 2, complex(1e308, 1e308) / 10)
print(complex(1e300, 1e-300) / complex(1e-300, 1e300), (1 + 1j) / 1e308, 1 / (1e-310 + 1e-310j))
print((-8) ** (1 / 3), pow(-8, 0.5), (-8.0) ** 0.5, (-2.5) ** 1.5, pow(-1, 0.25), (-1) ** 0.5)
print((-8) ** (1 / 3) == complex(1.0000000000000002, 1.7320508075688772))
print(abs(3 + 4j), abs(-5j), abs(complex(1e308, 1e308)), abs(complex(math.inf, math.nan)), abs(complex(math.nan, 1)))
print(sum([1j, 2, 0.5]), sum([1 + 1j] * 10), sum((x * 1j for x in range(5)), 10))
acc = 0j
for k in range(1, 6):
    acc += k * (1 - 1j) ** k
    acc -= 1j / k
    acc *= 0.5
print(acc)
z = 2 + 3j
z **= 3
z /= 1 - 1j
print(z)
print(bool(0j), bool(-0j), bool(1j), bool(complex(0, -0.0)), not 0j, 1j or 2, 0j or 3)
print(10 ** 20 * 1j, 1j + 2 ** 62, (2 ** 53 + 1) * (1 + 0j))


def roots(a, b, c):
    disc = b * b - 4 * a * c
    root = disc ** 0.5
    return (-b + root) / (2 * a), (-b - root) / (2 * a)


print(roots(1, 2, 5), roots(1, -3, 2), roots(2, 0, 8))
