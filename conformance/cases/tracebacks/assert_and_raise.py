# `assert` and `raise` statements are whole lines: no markers.
def check(value):
    assert value > 0, "value must be positive"
    return value


check(1)
check(-1)
