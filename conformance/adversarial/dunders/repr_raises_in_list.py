# Checks an exception from __repr__ of a list item propagates out of print
# expect: ZeroDivisionError: repr exploded
class K:
    def __repr__(self):
        raise ZeroDivisionError('repr exploded')
print([K()])
