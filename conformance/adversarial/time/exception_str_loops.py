# Checks a limit hit in an uncaught exception's __str__ ends the run with that limit
# limits: time=1 steps=0
# expect: TimeoutError: time limit of 1.0 seconds exceeded
class Stuck(Exception):
    def __str__(self):
        while True:
            pass
raise Stuck()
