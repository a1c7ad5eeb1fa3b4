"""Set operators against the fixed set {2, 3}."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(sorted(set() | {2, 3}), sorted(set() & {2, 3}), sorted(set() - {2, 3}), sorted(set() ^ {2, 3}))', lambda: (sorted(set() | {2, 3}), sorted(set() & {2, 3}), sorted(set() - {2, 3}), sorted(set() ^ {2, 3})))
show('(sorted({1} | {2, 3}), sorted({1} & {2, 3}), sorted({1} - {2, 3}), sorted({1} ^ {2, 3}))', lambda: (sorted({1} | {2, 3}), sorted({1} & {2, 3}), sorted({1} - {2, 3}), sorted({1} ^ {2, 3})))
show('(sorted({1, 2, 3} | {2, 3}), sorted({1, 2, 3} & {2, 3}), sorted({1, 2, 3} - {2, 3}), sorted({1, 2, 3} ^ {2, 3}))', lambda: (sorted({1, 2, 3} | {2, 3}), sorted({1, 2, 3} & {2, 3}), sorted({1, 2, 3} - {2, 3}), sorted({1, 2, 3} ^ {2, 3})))
show('(sorted({3, 4} | {2, 3}), sorted({3, 4} & {2, 3}), sorted({3, 4} - {2, 3}), sorted({3, 4} ^ {2, 3}))', lambda: (sorted({3, 4} | {2, 3}), sorted({3, 4} & {2, 3}), sorted({3, 4} - {2, 3}), sorted({3, 4} ^ {2, 3})))
show('(sorted(frozenset({2, 3}) | {2, 3}), sorted(frozenset({2, 3}) & {2, 3}), sorted(frozenset({2, 3}) - {2, 3}), sorted(frozenset({2, 3}) ^ {2, 3}))', lambda: (sorted(frozenset({2, 3}) | {2, 3}), sorted(frozenset({2, 3}) & {2, 3}), sorted(frozenset({2, 3}) - {2, 3}), sorted(frozenset({2, 3}) ^ {2, 3})))
