# Checks __lt__ that appends to the list being sorted is CPython's 'list modified during sort'
# expect: ValueError: list modified during sort
class K:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        data.append(K(0))
        return self.v < other.v
data = [K(3), K(1), K(2)]
data.sort()
