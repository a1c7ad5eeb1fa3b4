# Checks hashing a 32 MiB bytes object is charged, so a loop of them stops at the time limit
# limits: time=1 steps=0
# expect: TimeoutError: time limit of 1.0 seconds exceeded
data = b'a' * (32 << 20)
while True:
    hash(data)
