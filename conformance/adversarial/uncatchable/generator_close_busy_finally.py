# Checks a generator whose finally loops forever stops at the step limit when closed
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
def g():
    try:
        yield 1
    finally:
        while True:
            pass
it = g()
next(it)
it.close()
