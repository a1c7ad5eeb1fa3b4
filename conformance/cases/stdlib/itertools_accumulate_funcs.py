"""itertools.accumulate with sums, products, max and an initial value."""

import itertools

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('list(itertools.accumulate([1, 2, 3, 4]))', lambda: list(itertools.accumulate([1, 2, 3, 4])))
show('list(itertools.accumulate([1, 2, 3, 4], lambda a, b: a * b))', lambda: list(itertools.accumulate([1, 2, 3, 4], lambda a, b: a * b)))
show('list(itertools.accumulate([3, 1, 4, 1, 5], max))', lambda: list(itertools.accumulate([3, 1, 4, 1, 5], max)))
show('list(itertools.accumulate([1, 2], initial=100))', lambda: list(itertools.accumulate([1, 2], initial=100)))
show('list(itertools.accumulate([]))', lambda: list(itertools.accumulate([])))
show("list(itertools.accumulate('abc'))", lambda: list(itertools.accumulate('abc')))
