# Checks concatenating 100 000-element lists in a loop is charged per element copied
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
x = [0] * 10**5
for _ in range(10**6):
    y = x + x
