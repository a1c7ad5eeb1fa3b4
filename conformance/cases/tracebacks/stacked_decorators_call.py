class A:
    def m(self, *a):
        raise ValueError("m")
    def __getitem__(self, k):
        raise KeyError(k)
a = A()
@property
@staticmethod
def f():
    pass
f()
