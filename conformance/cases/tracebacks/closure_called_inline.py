class A:
    def m(self, *a):
        raise ValueError("m")
    def __getitem__(self, k):
        raise KeyError(k)
a = A()
def outer():
    def inner():
        return 1 / 0
    return inner
outer()()
