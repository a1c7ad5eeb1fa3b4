# Checks intersecting 100 000-element sets in a loop is charged per element
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
s = set(range(10**5))
for _ in range(10**6):
    s & s
