# Checks an exception from __hash__ of a set member propagates
# expect: ArithmeticError: set hash exploded
class K:
    def __hash__(self):
        raise ArithmeticError('set hash exploded')
s = {1, 2, K()}
