"""The | operator merging dicts; the right side wins."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("({} | {'a': 100}, {'a': 100} | {})", lambda: ({} | {'a': 100}, {'a': 100} | {}))
show("({'a': 1} | {'a': 100}, {'a': 100} | {'a': 1})", lambda: ({'a': 1} | {'a': 100}, {'a': 100} | {'a': 1}))
show("({'b': 2, 'a': 1} | {'a': 100}, {'a': 100} | {'b': 2, 'a': 1})", lambda: ({'b': 2, 'a': 1} | {'a': 100}, {'a': 100} | {'b': 2, 'a': 1}))
show("({1: 'x', 2: 'y'} | {'a': 100}, {'a': 100} | {1: 'x', 2: 'y'})", lambda: ({1: 'x', 2: 'y'} | {'a': 100}, {'a': 100} | {1: 'x', 2: 'y'}))
show("({'k': [1, 2]} | {'a': 100}, {'a': 100} | {'k': [1, 2]})", lambda: ({'k': [1, 2]} | {'a': 100}, {'a': 100} | {'k': [1, 2]}))
