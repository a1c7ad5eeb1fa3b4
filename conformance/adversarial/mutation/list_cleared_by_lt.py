# Checks __lt__ that clears the list being sorted behaves as in CPython
# expect: ok
# stdout-ends: [1, 2, 3]\n
class K:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        data.clear()
        return self.v < other.v
data = [K(3), K(1), K(2)]
data.sort()
print([k.v for k in data])
