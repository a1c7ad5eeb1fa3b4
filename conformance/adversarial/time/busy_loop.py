# Checks a busy loop with unlimited steps stops at the time limit
# limits: time=1 steps=0
# expect: TimeoutError: time limit of 1.0 seconds exceeded
while True:
    pass
