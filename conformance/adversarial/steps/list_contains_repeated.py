# Checks a missing item searched for in a million-element list, repeated, is charged per comparison
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
items = [0] * 10**6
for _ in range(10**6):
    -1 in items
