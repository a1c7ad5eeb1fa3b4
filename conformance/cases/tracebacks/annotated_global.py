def f():
    x: int = 1
    global x
