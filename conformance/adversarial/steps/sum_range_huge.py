# Checks sum(range(10**12)) is charged in proportion to its length, not run for hours
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
total = sum(range(10**12))
