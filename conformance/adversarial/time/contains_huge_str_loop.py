# Checks membership in a 32 MiB str or bytes is charged, so a loop of them stops at the time limit
# limits: time=1 steps=0
# expect: TimeoutError: time limit of 1.0 seconds exceeded
s = 'a' * (32 << 20)
b = b'a' * (32 << 20)
while True:
    'b' in s
    b'b' in b
