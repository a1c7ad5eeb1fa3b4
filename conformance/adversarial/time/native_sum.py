# Checks sum(range(10**15)) with unlimited steps polls the clock inside the native loop
# limits: time=1 steps=0
# expect: TimeoutError: time limit of 1.0 seconds exceeded
total = sum(range(10**15))
