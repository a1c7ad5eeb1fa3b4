# Checks comparing two equal 32 MiB strs is charged, so a loop of them stops at the time limit
# limits: time=1 steps=0
# expect: TimeoutError: time limit of 1.0 seconds exceeded
a = 'a' * (32 << 20)
b = 'a' * (32 << 20)
while True:
    a == b
    a < b
