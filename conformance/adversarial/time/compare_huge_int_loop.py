# Checks comparing and hashing ints of millions of bits is charged, so a loop of them stops at the time limit
# limits: time=1 steps=0
# expect: TimeoutError: time limit of 1.0 seconds exceeded
a = 1 << (1 << 26)
b = 1 << (1 << 26)
while True:
    a == b
    hash(a + 0)
