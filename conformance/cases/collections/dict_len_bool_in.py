"""len, truthiness and membership of dicts."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(len({}), bool({}), 'a' in {}, 1 in {})", lambda: (len({}), bool({}), 'a' in {}, 1 in {}))
show("(len({'a': 1}), bool({'a': 1}), 'a' in {'a': 1}, 1 in {'a': 1})", lambda: (len({'a': 1}), bool({'a': 1}), 'a' in {'a': 1}, 1 in {'a': 1}))
show("(len({'b': 2, 'a': 1}), bool({'b': 2, 'a': 1}), 'a' in {'b': 2, 'a': 1}, 1 in {'b': 2, 'a': 1})", lambda: (len({'b': 2, 'a': 1}), bool({'b': 2, 'a': 1}), 'a' in {'b': 2, 'a': 1}, 1 in {'b': 2, 'a': 1}))
show("(len({1: 'x', 2: 'y'}), bool({1: 'x', 2: 'y'}), 'a' in {1: 'x', 2: 'y'}, 1 in {1: 'x', 2: 'y'})", lambda: (len({1: 'x', 2: 'y'}), bool({1: 'x', 2: 'y'}), 'a' in {1: 'x', 2: 'y'}, 1 in {1: 'x', 2: 'y'}))
show("(len({'k': [1, 2]}), bool({'k': [1, 2]}), 'a' in {'k': [1, 2]}, 1 in {'k': [1, 2]})", lambda: (len({'k': [1, 2]}), bool({'k': [1, 2]}), 'a' in {'k': [1, 2]}, 1 in {'k': [1, 2]}))
