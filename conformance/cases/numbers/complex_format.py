# format() and f-strings on complex numbers: the spec rules CPython applies to each part.
import math

specs = ["", ".2", "#", "+", " ", "-", "z", "z.1f", ">12", "<12", "^14", "*^14", "e", "E", ".3e", "f",
         "F", "g", "G", ".0g", "#g", ",", "_.2f", "n", "+.1f", " g", "#.0f", "#.0e", "20.3f", ".10g"]
values = [1 + 2j, 3j, -0j, complex(-0.0, -0.0), 1e6 - 2.5e-7j, complex(math.nan, math.inf),
          complex(-0.001, 1234567.891), -1.5j, 1e16 + 1e-5j, 2.5 + 0j]
for z in values:
    print(repr(z), [format(z, spec) for spec in specs])

for spec in ["010", "0<10", "=10", "x=10", "c", "%", "d", "x", "s", ",.2%"]:
    try:
        print(spec, repr(format(1 + 2j, spec)))
    except ValueError as e:
        print(spec, "ValueError:", e)

z = 3.14159 - 2.71828j
print(f"{z:.2f}|{z:>25}|{z:<25}|{z:^25.3g}|{z!s:>20}|{z.real:.1f}")
print("{0} {0:.1e} {1:+g}".format(z, -z), "{:*>30}".format(z))
table = [complex(k, -k * k) for k in range(4)]
for row in table:
    print(f"{row:>14.2f} | {abs(row):6.3f}")
