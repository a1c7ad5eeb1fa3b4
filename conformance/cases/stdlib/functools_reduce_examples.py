"""functools.reduce folding with and without initial values."""

import functools

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('functools.reduce(lambda a, b: a + b, [1, 2, 3])', lambda: functools.reduce(lambda a, b: a + b, [1, 2, 3]))
show('functools.reduce(lambda a, b: a * b, range(1, 6), 1)', lambda: functools.reduce(lambda a, b: a * b, range(1, 6), 1))
show('functools.reduce(max, [3, 9, 2])', lambda: functools.reduce(max, [3, 9, 2]))
show("functools.reduce(lambda acc, w: acc + len(w), ['ab', 'c'], 0)", lambda: functools.reduce(lambda acc, w: acc + len(w), ['ab', 'c'], 0))
show("functools.reduce(lambda a, b: a + b, [], 'empty')", lambda: functools.reduce(lambda a, b: a + b, [], 'empty'))
show('functools.reduce(lambda a, b: a + b, [])', lambda: functools.reduce(lambda a, b: a + b, []))
show("functools.reduce(lambda d, k: {**d, k: len(d)}, 'abc', {})", lambda: functools.reduce(lambda d, k: {**d, k: len(d)}, 'abc', {}))
