# Checks an exponential native comparison with unlimited steps polls the clock
# limits: time=1 steps=0
# expect: TimeoutError: time limit of 1.0 seconds exceeded
a = []
b = []
for _ in range(100):
    a = [a, a]
    b = [b, b]
print(a == b)
