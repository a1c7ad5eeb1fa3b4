# Checks math.gcd, math.lcm and fractions on ints of millions of bits stop within the time limit
# limits: time=1 steps=0
# expect: TimeoutError: time limit of 1.0 seconds exceeded
import math
a = 7 ** 1000000 + 2
b = 5 ** 1000000 + 3
print(math.lcm(a, b) > 0, math.gcd(a, b))
