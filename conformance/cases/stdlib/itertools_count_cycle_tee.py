"""count with steps, cycle and tee."""

import itertools

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('list(itertools.islice(itertools.count(10, -2.5), 4))', lambda: list(itertools.islice(itertools.count(10, -2.5), 4)))
show('[next(c) for c in [itertools.cycle([1, 2])] for _ in range(3)]', lambda: [next(c) for c in [itertools.cycle([1, 2])] for _ in range(3)])
show("[list(t) for t in itertools.tee('abc', 2)]", lambda: [list(t) for t in itertools.tee('abc', 2)])
show("list(zip(itertools.count(1), 'xyz'))", lambda: list(zip(itertools.count(1), 'xyz')))
