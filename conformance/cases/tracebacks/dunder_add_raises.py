class A:
    def __init__(self, v):
        self.v = v
    def __add__(self, other):
        return A(self.v + other.v)
A(1) + 2
