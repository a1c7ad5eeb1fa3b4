x = 1
def f():
    x = 2
    def g():
        print(x)
        nonlocal x
