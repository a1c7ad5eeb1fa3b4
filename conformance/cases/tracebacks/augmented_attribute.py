class A:
    pass
a = A()
a.count += 1
