# Checks an enormous itertools.product consumed by a loop is held to the step limit
# limits: steps=500000
# expect: TimeoutError: step limit of 500000 steps exceeded
import itertools
for combo in itertools.product(range(100), repeat=10):
    pass
