# Checks list() of an infinite generator stops at the step limit
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
def forever():
    while True:
        yield 1
items = list(forever())
