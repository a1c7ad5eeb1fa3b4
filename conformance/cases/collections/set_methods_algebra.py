"""set methods: union, intersection, difference and comparisons."""

a = {1, 2, 3, 4}
b = {3, 4, 5, 6}

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('sorted(a | b)', lambda: sorted(a | b))
show('sorted(a & b)', lambda: sorted(a & b))
show('sorted(a - b)', lambda: sorted(a - b))
show('sorted(a ^ b)', lambda: sorted(a ^ b))
show('sorted(a.union([9], (10,)))', lambda: sorted(a.union([9], (10,))))
show('sorted(a.intersection(b, {3}))', lambda: sorted(a.intersection(b, {3})))
show('sorted(a.difference(b, {1}))', lambda: sorted(a.difference(b, {1})))
show('a <= {1, 2, 3, 4, 5}', lambda: a <= {1, 2, 3, 4, 5})
show('a < a', lambda: a < a)
show('a.issubset(range(10))', lambda: a.issubset(range(10)))
show('a.isdisjoint({7, 8})', lambda: a.isdisjoint({7, 8}))
show('{1, 2} == frozenset([1, 2])', lambda: {1, 2} == frozenset([1, 2]))
show('sorted(a.symmetric_difference([1, 9]))', lambda: sorted(a.symmetric_difference([1, 9])))
