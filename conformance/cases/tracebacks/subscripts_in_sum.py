class A:
    def m(self, *a):
        raise ValueError("m")
    def __getitem__(self, k):
        raise KeyError(k)
a = A()
x = "abc"
y = x[1:2] + x[5] + 1
