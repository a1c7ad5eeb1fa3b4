# Checks a final value that shares one list 2**21 times is copied for the host within the memory limit
# limits: memory=64MiB steps=0 time=5
# expect: MemoryError: memory limit of 64.0 MiB exceeded
x = 'a' * 100
for i in range(21):
    x = [x, x]
x
