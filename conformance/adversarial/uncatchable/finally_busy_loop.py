# Checks a busy loop in finally after the step limit still stops at the step limit
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
try:
    while True:
        pass
finally:
    while True:
        pass
