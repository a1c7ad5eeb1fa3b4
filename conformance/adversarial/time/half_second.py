# Checks a fractional time limit is reported as Python prints the float
# limits: time=0.5 steps=0
# expect: TimeoutError: time limit of 0.5 seconds exceeded
for _ in iter(int, 1):
    pass
