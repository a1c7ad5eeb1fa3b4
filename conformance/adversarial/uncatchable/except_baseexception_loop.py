# Checks except BaseException around a busy loop does not catch the step limit
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
while True:
    try:
        while True:
            pass
    except BaseException:
        pass
