# Checks pow(a, -1, m) of numbers of millions of bits stops within the time limit
# limits: time=1 steps=0
# expect: TimeoutError: time limit of 1.0 seconds exceeded
m = 7 ** 1000000 + 2
print(pow(3 ** 500000, -1, m))
