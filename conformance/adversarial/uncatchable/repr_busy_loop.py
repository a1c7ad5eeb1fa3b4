# Checks a __repr__ that loops forever, called by print, stops at the step limit
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
class A:
    def __repr__(self):
        while True:
            pass
print([A()])
