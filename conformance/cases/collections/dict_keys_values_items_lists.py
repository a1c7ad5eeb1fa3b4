"""Lists of keys, values and items in insertion order."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(list({}.keys()), list({}.values()), list({}.items()))', lambda: (list({}.keys()), list({}.values()), list({}.items())))
show("(list({'a': 1}.keys()), list({'a': 1}.values()), list({'a': 1}.items()))", lambda: (list({'a': 1}.keys()), list({'a': 1}.values()), list({'a': 1}.items())))
show("(list({'b': 2, 'a': 1}.keys()), list({'b': 2, 'a': 1}.values()), list({'b': 2, 'a': 1}.items()))", lambda: (list({'b': 2, 'a': 1}.keys()), list({'b': 2, 'a': 1}.values()), list({'b': 2, 'a': 1}.items())))
show("(list({1: 'x', 2: 'y'}.keys()), list({1: 'x', 2: 'y'}.values()), list({1: 'x', 2: 'y'}.items()))", lambda: (list({1: 'x', 2: 'y'}.keys()), list({1: 'x', 2: 'y'}.values()), list({1: 'x', 2: 'y'}.items())))
show("(list({'k': [1, 2]}.keys()), list({'k': [1, 2]}.values()), list({'k': [1, 2]}.items()))", lambda: (list({'k': [1, 2]}.keys()), list({'k': [1, 2]}.values()), list({'k': [1, 2]}.items())))
