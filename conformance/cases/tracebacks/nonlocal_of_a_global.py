def f():
    global x
    x = 1
    def g():
        nonlocal x
