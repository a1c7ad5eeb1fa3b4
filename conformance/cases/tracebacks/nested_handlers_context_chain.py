def f():
    try:
        1 / 0
    except ZeroDivisionError:
        try:
            [][0]
        except IndexError:
            {}["k"]
f()
