"""Closures with nonlocal state: each factory call gets its own counter."""


def make_counter(start=0):
    count = start

    def increment(step=1):
        nonlocal count
        count += step
        return count

    return increment


a, b = make_counter(), make_counter(100)
print(a(), a(), b(), a(5), b(-50))
