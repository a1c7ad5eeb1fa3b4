class A:
    def m(self, *a):
        raise ValueError("m")
    def __getitem__(self, k):
        raise KeyError(k)
a = A()
class C:
    def __init__(self):
        self.v = 1 / 0
C()
