# Checks while loops with else clauses, break skipping else, and counters.
n = 0
while n < 5:
    n += 1
else:
    print("while finished normally, n =", n)
n = 0
while n < 5:
    if n == 3:
        print("breaking at", n)
        break
    n += 1
else:
    print("never printed")
while False:
    print("never")
else:
    print("else runs even with zero iterations")
def find_divisor(num):
    d = 2
    while d * d <= num:
        if num % d == 0:
            break
        d += 1
    else:
        return f"{num} is prime"
    return f"{num} divisible by {d}"
print([find_divisor(x) for x in [2, 9, 13, 91, 97]])
total, i = 0, 0
while True:
    i += 1
    if i % 2:
        continue
    total += i
    if i >= 10:
        break
print(total, i)
digits = []
value = 90210
while value:
    value, d = divmod(value, 10)
    digits.append(d)
print(digits[::-1])
a, b = 48, 18
while b:
    a, b = b, a % b
print("gcd", a)
count = 10
while count > 0:
    count -= 3
else:
    print("ended at", count)
x = 1
while x < 1000:
    x *= 3
print(x)
