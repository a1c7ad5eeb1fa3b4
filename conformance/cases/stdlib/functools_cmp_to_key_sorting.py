"""functools.cmp_to_key adapting comparison functions for sorting."""

import functools


def by_lower(a, b):
    a, b = a.lower(), b.lower()
    return (a > b) - (a < b)

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('sorted([3, 1, 2], key=functools.cmp_to_key(lambda a, b: a - b))', lambda: sorted([3, 1, 2], key=functools.cmp_to_key(lambda a, b: a - b)))
show("sorted(['b', 'A', 'c'], key=functools.cmp_to_key(by_lower))", lambda: sorted(['b', 'A', 'c'], key=functools.cmp_to_key(by_lower)))
show("sorted([(1, 'b'), (1, 'a'), (0, 'c')], key=functools.cmp_to_key(lambda x, y: (x[0] > y[0]) - (x[0] < y[0])))", lambda: sorted([(1, 'b'), (1, 'a'), (0, 'c')], key=functools.cmp_to_key(lambda x, y: (x[0] > y[0]) - (x[0] < y[0]))))
show("sorted(['10', '9', '100'], key=functools.cmp_to_key(lambda a, b: int(a) - int(b)))", lambda: sorted(['10', '9', '100'], key=functools.cmp_to_key(lambda a, b: int(a) - int(b))))
