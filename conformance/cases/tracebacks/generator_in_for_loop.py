class A:
    def m(self, *a):
        raise ValueError("m")
    def __getitem__(self, k):
        raise KeyError(k)
a = A()
def gen():
    yield 1
    raise KeyError("g")
for v in gen():
    print(v)
