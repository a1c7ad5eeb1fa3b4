# Checks __eq__ that clears the dict during a lookup behaves as in CPython
# expect: ok
# stdout-ends: 1\n
class K:
    def __init__(self, n):
        self.n = n
    def __hash__(self):
        return 1
    def __eq__(self, other):
        d.clear()
        return False
d = {K(1): 'one'}
print(K(2) in d, len(d))
d[K(3)] = 'three'
print(len(d))
