# Checks divmod and // of ints of millions of bits stop within the time limit
# limits: time=1 steps=0 memory=512MiB
# expect: TimeoutError: time limit of 1.0 seconds exceeded
x = (1 << (1 << 25)) - 1
y = (1 << (1 << 24)) + 1
while True:
    q, r = divmod(x, y)
    x = x // 3 + x
