# Checks sorting 100 000 items 100 times is charged per comparison
# limits: steps=2000000
# expect: TimeoutError: step limit of 2000000 steps exceeded
data = [(i * 7919) % 100003 for i in range(100000)]
for _ in range(100):
    out = sorted(data)
