# Arbitrary-precision integers: factorial, pow with and without modulus, divmod, shifts.
# (str() of ints stays under CPython's 4300-digit conversion limit.)
def factorial(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r


checks = 0
for n in range(500, 3000, 25):
    f = factorial(n)
    checks = (checks + f % 1000000007 + len(hex(f))) % 1000000007
f = factorial(1400)
s = str(f)
print(len(s), s[:20], checks, sum(int(d) for d in s))

p = pow(3, 40000)
q = pow(7, 10**30 + 3, 10**40 + 7)
a, b = divmod(p, factorial(2000))
print(len(hex(p)), q, len(hex(a)), b % 1000003, p % 999999937)

fibs = [0, 1]
for i in range(15000):
    fibs.append(fibs[-1] + fibs[-2])
x = fibs[-1] * fibs[-2] - fibs[-3] ** 2
print(len(hex(fibs[-1])), fibs[-1] % 10**12, (x >> 15000) & 0xFFFF, hex(fibs[3000])[:24])
