# `nonlocal` naming a variable no enclosing function has.
def outer():
    def inner():
        nonlocal missing
        missing = 1
    return inner
