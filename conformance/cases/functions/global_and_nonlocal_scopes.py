"""global and nonlocal statements changing outer bindings."""

total = 0


def add_global(n):
    global total
    total += n


def outer():
    value = "outer"

    def inner():
        nonlocal value
        value = "changed by inner"

    inner()
    return value


add_global(5)
add_global(7)
print(total, outer())
