# Checks a generator that catches BaseException and yields again cannot outlive the step limit
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
def g():
    while True:
        try:
            while True:
                pass
        except BaseException:
            yield 1
for _ in g():
    pass
