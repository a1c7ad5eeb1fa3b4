# Checks iterative and recursive factorials up to large values and derived quantities.
def fact(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r
for n in [0, 1, 5, 10, 20, 21, 25, 30, 50]:
    print(n, fact(n))
f100 = fact(100)
print(f100)
print(len(str(f100)), sum(int(d) for d in str(f100)))
zeros = 0
x = f100
while x % 10 == 0:
    zeros += 1
    x //= 10
print("trailing zeros:", zeros)
print(f100 // fact(98), f100 % 1000003)
def comb(n, k):
    return fact(n) // (fact(k) * fact(n - k))
print([comb(10, k) for k in range(11)])
print(comb(100, 50))
print(fact(21) > 2**64, fact(20) < 2**63)
print(fact(20) * 21 == fact(21))
print(-fact(25), fact(25) // -7, fact(25) % -7)
row = [1]
for _ in range(30):
    row = [a + b for a, b in zip([0] + row, row + [0])]
print(row[15], sum(row) == 2**30)
print(str(fact(200))[:20], str(fact(200))[-60:])
