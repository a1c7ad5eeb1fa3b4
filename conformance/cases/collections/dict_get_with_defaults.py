"""dict.get with and without defaults for present and missing keys."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("({}.get('a'), {}.get('a', 0), {}.get('zz', 'none'))", lambda: ({}.get('a'), {}.get('a', 0), {}.get('zz', 'none')))
show("({'a': 1}.get('a'), {'a': 1}.get('a', 0), {'a': 1}.get('zz', 'none'))", lambda: ({'a': 1}.get('a'), {'a': 1}.get('a', 0), {'a': 1}.get('zz', 'none')))
show("({'b': 2, 'a': 1}.get('a'), {'b': 2, 'a': 1}.get('a', 0), {'b': 2, 'a': 1}.get('zz', 'none'))", lambda: ({'b': 2, 'a': 1}.get('a'), {'b': 2, 'a': 1}.get('a', 0), {'b': 2, 'a': 1}.get('zz', 'none')))
show("({1: 'x', 2: 'y'}.get('a'), {1: 'x', 2: 'y'}.get('a', 0), {1: 'x', 2: 'y'}.get('zz', 'none'))", lambda: ({1: 'x', 2: 'y'}.get('a'), {1: 'x', 2: 'y'}.get('a', 0), {1: 'x', 2: 'y'}.get('zz', 'none')))
show("({'k': [1, 2]}.get('a'), {'k': [1, 2]}.get('a', 0), {'k': [1, 2]}.get('zz', 'none'))", lambda: ({'k': [1, 2]}.get('a'), {'k': [1, 2]}.get('a', 0), {'k': [1, 2]}.get('zz', 'none')))
