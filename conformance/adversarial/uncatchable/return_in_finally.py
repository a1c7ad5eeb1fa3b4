# Checks return in finally does not swallow the step limit
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
def f():
    try:
        while True:
            pass
    finally:
        return 1
print(f())
