# Checks 3 ** (2 ** 27), a multiplication of tens of seconds, is refused at once at a one-second time limit
# limits: time=1 steps=0
# expect: TimeoutError: time limit of 1.0 seconds exceeded
x = 3 ** (2 ** 27)
