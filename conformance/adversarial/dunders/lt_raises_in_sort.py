# Checks an exception from __lt__ during sort propagates
# expect: ValueError: lt exploded
class A:
    def __lt__(self, other):
        raise ValueError('lt exploded')
sorted([A(), A(), A()])
