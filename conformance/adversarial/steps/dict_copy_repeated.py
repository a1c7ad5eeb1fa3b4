# Checks copying a 100 000-key dict in a loop is charged per entry
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
d = dict.fromkeys(range(10**5))
for _ in range(10**6):
    d.copy()
