# Checks a sort key that catches BaseException around a busy loop still stops
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
def key(x):
    try:
        while True:
            pass
    except BaseException:
        return 0
sorted(range(10), key=key)
