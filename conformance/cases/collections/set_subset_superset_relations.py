"""Subset, superset and disjointness against {1, 2, 3}."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(set() <= {1, 2, 3}, set() >= {1}, set().isdisjoint({1, 2, 3}))', lambda: (set() <= {1, 2, 3}, set() >= {1}, set().isdisjoint({1, 2, 3})))
show('({1} <= {1, 2, 3}, {1} >= {1}, {1}.isdisjoint({1, 2, 3}))', lambda: ({1} <= {1, 2, 3}, {1} >= {1}, {1}.isdisjoint({1, 2, 3})))
show('({1, 2, 3} <= {1, 2, 3}, {1, 2, 3} >= {1}, {1, 2, 3}.isdisjoint({1, 2, 3}))', lambda: ({1, 2, 3} <= {1, 2, 3}, {1, 2, 3} >= {1}, {1, 2, 3}.isdisjoint({1, 2, 3})))
show('({3, 4} <= {1, 2, 3}, {3, 4} >= {1}, {3, 4}.isdisjoint({1, 2, 3}))', lambda: ({3, 4} <= {1, 2, 3}, {3, 4} >= {1}, {3, 4}.isdisjoint({1, 2, 3})))
show('(frozenset({2, 3}) <= {1, 2, 3}, frozenset({2, 3}) >= {1}, frozenset({2, 3}).isdisjoint({1, 2, 3}))', lambda: (frozenset({2, 3}) <= {1, 2, 3}, frozenset({2, 3}) >= {1}, frozenset({2, 3}).isdisjoint({1, 2, 3})))
