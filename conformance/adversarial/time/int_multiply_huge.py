# Checks squaring a 2**27-bit int (seconds of uninterruptible work) is refused at once at a one-second time limit
# limits: time=1 steps=0 memory=512MiB
# expect: TimeoutError: time limit of 1.0 seconds exceeded
x = (1 << (1 << 27)) - 1
y = x * x
