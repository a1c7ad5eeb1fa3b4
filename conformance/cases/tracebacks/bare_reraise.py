def f():
    try:
        raise ValueError("a")
    except ValueError:
        raise
f()
