# Checks ''.join of a million parts, repeated, is charged per part
# limits: steps=5000000
# expect: TimeoutError: step limit of 5000000 steps exceeded
parts = ['ab'] * 10**6
for _ in range(1000):
    s = ''.join(parts)
