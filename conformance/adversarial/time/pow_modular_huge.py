# Checks pow(a, e, m) with a huge exponent and modulus stops within the time limit
# limits: time=1 steps=0
# expect: TimeoutError: time limit of 1.0 seconds exceeded
m = 7 ** 100000 + 2
print(pow(3, m, m))
