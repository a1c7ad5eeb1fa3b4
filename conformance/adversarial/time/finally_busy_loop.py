# Checks a busy loop in finally after the time limit still stops
# limits: time=1 steps=0
# expect: TimeoutError: time limit of 1.0 seconds exceeded
try:
    while True:
        pass
finally:
    while True:
        pass
