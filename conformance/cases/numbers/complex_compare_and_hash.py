# Equality, ordering errors and hashing of complex numbers, and their use as dict keys and in sets.
import math

print(1j == 1j, 1 + 0j == 1, 1 == 1 + 0j, 1.5 + 0j == 1.5, 1 + 1j == 1, 1j != 1j, 1j != 2)
print(0j == 0, -0j == 0, 0j == False, 1 + 0j == True, 2 ** 53 + 1 == complex(2 ** 53 + 1), complex(2 ** 53) == 2 ** 53)
print(1j == 10 ** 400, 10 ** 400 == complex(1e308), complex(math.nan) == complex(math.nan), 1j == "1j", 1j == None)
print(1j in [1, 2, 1j], 1 in [1 + 0j], [1j, 2] == [1j, 2], (1j,) == (1j + 0,))
for pair in [(1j, 2j), (1j, 1), (1, 1j), (1j, 1.5), (1j, "a")]:
    for op in ["<", "<=", ">", ">="]:
        try:
            if op == "<":
                pair[0] < pair[1]
            elif op == "<=":
                pair[0] <= pair[1]
            elif op == ">":
                pair[0] > pair[1]
            else:
                pair[0] >= pair[1]
        except TypeError as e:
            print(op, e)
print(hash(1j), hash(complex(1, -1)), hash(complex(-1, 0)), hash(2 + 0j) == hash(2), hash(1.5 + 0j) == hash(1.5))
print(hash(0j), hash(-0j), hash(complex(0, -1)), hash(complex(1e300, 1e-300)), hash(complex(math.inf, -math.inf)))
print(hash(complex(2 ** 61, 3)), hash(complex(0.5, 0.25)), hash(complex(-7, -11)))
d = {1j: "i", 1 + 0j: "one", 2: "two"}
d[1] = "ONE"
d[2 + 0j] = "TWO"
print(d, d[1j], len(d))
s = {1j, 2j, 1j, 1 + 0j, 1, 1.0, True}
print(len(s), 1j in s, 1 in s, sorted(abs(x) for x in s))
print({complex(k, -k) for k in range(3)} == {0j, 1 - 1j, 2 - 2j})
print(max([1, 2, 3], key=lambda k: abs(k * 1j - 2)), sorted([3j, 1j, 2j], key=abs), sorted([1 + 1j, 1 - 1j], key=lambda z: z.imag))
