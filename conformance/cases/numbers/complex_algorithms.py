# Programs that use complex numbers the way real code does: an FFT, Mandelbrot membership,
# polynomial roots with Newton's method, rotations, and impedances.
import cmath
import math


def fft(values):
    n = len(values)
    if n == 1:
        return list(values)
    even = fft(values[0::2])
    odd = fft(values[1::2])
    out = [0j] * n
    for k in range(n // 2):
        twiddle = cmath.exp(-2j * math.pi * k / n) * odd[k]
        out[k] = even[k] + twiddle
        out[k + n // 2] = even[k] - twiddle
    return out


signal = [math.sin(2 * math.pi * 3 * t / 16) + 0.5 * math.cos(2 * math.pi * 5 * t / 16) for t in range(16)]
spectrum = fft(signal)
for k, c in enumerate(spectrum):
    print(k, round(abs(c), 9), c)
inverse = [x.conjugate() / len(spectrum) for x in fft([c.conjugate() for c in spectrum])]
print(max(abs(a - b) for a, b in zip(inverse, signal)) < 1e-12)


def mandelbrot(c, limit=60):
    z = 0j
    for i in range(limit):
        z = z * z + c
        if abs(z) > 2:
            return i
    return limit


inside = 0
rows = []
for y in range(-10, 11):
    row = ""
    for x in range(-20, 11):
        steps = mandelbrot(complex(x / 10, y / 10))
        inside += steps == 60
        row += "#" if steps == 60 else ".:-=+*%@"[min(steps, 7)]
    rows.append(row)
print("\n".join(rows))
print("inside:", inside)


def newton_roots(coefficients, guesses, steps=50):
    def poly(z):
        total = 0j
        for c in coefficients:
            total = total * z + c
        return total

    def derivative(z):
        total = 0j
        degree = len(coefficients) - 1
        for i, c in enumerate(coefficients[:-1]):
            total = total * z + c * (degree - i)
        return total

    found = []
    for z in guesses:
        for _ in range(steps):
            d = derivative(z)
            if d == 0:
                break
            z = z - poly(z) / d
        found.append(complex(round(z.real, 10), round(z.imag, 10)))
    return found


print(newton_roots([1, 0, 0, -1], [1 + 1j, -1 + 1j, -1 - 1j]))
print(newton_roots([1, 0, 1], [0.5 + 0.5j, -0.5 - 0.5j]))


def quadratic(a, b, c):
    disc = cmath.sqrt(b * b - 4 * a * c)
    return (-b + disc) / (2 * a), (-b - disc) / (2 * a)


for coefficients in [(1, 2, 5), (1, -3, 2), (2, 0, 8), (1, 0, -1), (1, 1, 1)]:
    print(coefficients, quadratic(*coefficients))

point = 1 + 0j
rotation = cmath.rect(1, math.pi / 6)
for step in range(12):
    point *= rotation
print(point, abs(point), math.degrees(cmath.phase(point)))

resistance, inductance, capacitance, omega = 50.0, 0.2, 1e-5, 2 * math.pi * 60
impedance = resistance + 1j * omega * inductance + 1 / (1j * omega * capacitance)
current = 120 / impedance
print(impedance, abs(impedance), math.degrees(cmath.phase(impedance)), current, abs(current))
