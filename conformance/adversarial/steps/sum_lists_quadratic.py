# Checks sum(lists, []) (quadratic copying) is charged per element copied
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
flat = sum([[0] * 1000] * 10000, [])
