# Checks multiplying 100 000-digit ints in a loop is charged by their size
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
x = 10**100000
for _ in range(10**6):
    y = x * x
