# Checks arbitrary-precision integer addition, multiplication, division and comparison.
a = 123456789012345678901234567890
b = 987654321098765432109876543210
print(a + b, a - b, b - a)
print(a * b)
print(b // a, b % a, divmod(b, a))
print(-a * b, (-a) // 7, (-a) % 7)
print(a ** 3)
print(a * a - b * b == (a - b) * (a + b))
big = 10**50
print(big + 1, big - 1, -big - 1)
print(big // 3, big % 3, -big // 3, -big % 3)
print(big * big == 10**100, len(str(big * big)))
print(2**200 // 3**50, 2**200 % 3**50)
x = 1
for i in range(1, 30):
    x = x * 31 + i
print(x)
print(x % 1000000007, x // 10**20)
print(sum(range(10**6, 10**6 + 1000)) * 10**30)
print(abs(-2**100), -(-2**100), +(-2**100))
print(2**100 == 2.0**100, 2**100 + 1 == 2.0**100, 2**100 + 1 > 2.0**100)
print(max(2**64, 2**64 - 1, -2**65), min(2**64, -2**64))
print(sorted([2**70, -3, 2**65, -2**80, 0]))
n = 2**64
n += 1
n *= n
print(n)
print(int(str(n)) == n, str(-n)[:10])
print(10**18 * 10**18 // 10**35)
print((2**127 - 1) % 1000, (2**127 - 1) // 2**100)
