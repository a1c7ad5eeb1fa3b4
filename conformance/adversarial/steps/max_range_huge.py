# Checks max(range(10**12)) is charged in proportion to its length
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
top = max(range(10**12))
