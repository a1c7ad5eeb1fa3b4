# Checks converting a 4299-digit int to str in a loop is charged by its size
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
x = 10**4299
for _ in range(10**6):
    s = str(x)
