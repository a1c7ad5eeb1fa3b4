# Checks a __hash__ that loops forever, called by a dict insert, stops at the step limit
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
class A:
    def __hash__(self):
        while True:
            pass
d = {A(): 1}
