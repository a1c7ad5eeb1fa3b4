# Checks an exception from __repr__ of a dict key propagates out of print
# expect: ZeroDivisionError: key repr exploded
class K:
    def __hash__(self):
        return 7
    def __repr__(self):
        raise ZeroDivisionError('key repr exploded')
print({K(): 1})
