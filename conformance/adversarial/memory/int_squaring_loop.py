# Checks an int squared in a loop stops at the memory limit, not after minutes of multiplication
# limits: memory=2MiB steps=0
# expect: MemoryError: memory limit of 2.0 MiB exceeded
x = 3
while True:
    x = x * x
