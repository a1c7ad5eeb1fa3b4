# Checks appending to a list while iterating over it stops at the step limit
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
items = [1]
for x in items:
    items.append(x)
