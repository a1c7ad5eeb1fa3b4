def f():
    total += 1
f()
