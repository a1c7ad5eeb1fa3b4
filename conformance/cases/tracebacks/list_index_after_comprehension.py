class A:
    def m(self, *a):
        raise ValueError("m")
    def __getitem__(self, k):
        raise KeyError(k)
a = A()
x = [i for i in range(3)]
print(x[10])
