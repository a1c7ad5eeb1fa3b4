# Checks a limit hit while the final value's repr is rendered ends the run with that limit
# limits: time=1 steps=0
# expect: TimeoutError: time limit of 1.0 seconds exceeded
class Forever:
    def __repr__(self):
        while True:
            pass
Forever()
