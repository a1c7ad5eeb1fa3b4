# Checks a context manager whose __exit__ returns True does not suppress the step limit
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
class Swallow:
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return True
while True:
    with Swallow():
        while True:
            pass
