class A:
    def m(self, *a):
        raise ValueError("m")
    def __getitem__(self, k):
        raise KeyError(k)
a = A()
"{}".format(a=1, b=2, c=3)[0] + 1
