"""A sequence of dict operations and the dict after each."""

d = {'a': 1, 'b': 2}

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("d.get('a')", lambda: d.get('a'))
show("d.get('z', 0)", lambda: d.get('z', 0))
show("d.setdefault('c', 3)", lambda: d.setdefault('c', 3))
show("d.setdefault('a', 99)", lambda: d.setdefault('a', 99))
show('d', lambda: d)
show("d.pop('b')", lambda: d.pop('b'))
show("d.pop('b', 'gone')", lambda: d.pop('b', 'gone'))
show("(d.update({'d': 4}, e=5), d)[1]", lambda: (d.update({'d': 4}, e=5), d)[1])
show('d.popitem()', lambda: d.popitem())
show('list(d.keys())', lambda: list(d.keys()))
show('list(d.values())', lambda: list(d.values()))
show('list(d.items())', lambda: list(d.items()))
show("'a' in d", lambda: 'a' in d)
show("d | {'a': 0}", lambda: d | {'a': 0})
show("{'z': 1} | d", lambda: {'z': 1} | d)
show('(d.clear(), d)[1]', lambda: (d.clear(), d)[1])
