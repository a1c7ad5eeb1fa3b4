# Checks an exception from __eq__ on a dict hash collision propagates
# expect: KeyError: 'eq exploded'
class K:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        raise KeyError('eq exploded')
d = {K(): 1}
d[K()] = 2
