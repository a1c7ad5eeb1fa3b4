# Checks an exception from __eq__ during a set lookup propagates
# expect: TypeError: set member eq exploded
class K:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        raise TypeError('set member eq exploded')
s = {K()}
K() in s
