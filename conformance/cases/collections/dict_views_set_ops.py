"""Set operations on dict keys and items views."""

a = {'x': 1, 'y': 2, 'z': 3}
b = {'y': 2, 'z': 30, 'w': 4}

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('sorted(a.keys() & b.keys())', lambda: sorted(a.keys() & b.keys()))
show('sorted(a.keys() | b.keys())', lambda: sorted(a.keys() | b.keys()))
show('sorted(a.keys() - b.keys())', lambda: sorted(a.keys() - b.keys()))
show('sorted(a.keys() ^ b.keys())', lambda: sorted(a.keys() ^ b.keys()))
show('sorted(a.items() & b.items())', lambda: sorted(a.items() & b.items()))
show("a.keys() == {'x', 'y', 'z'}", lambda: a.keys() == {'x', 'y', 'z'})
show("'x' in a.keys()", lambda: 'x' in a.keys())
show("('y', 2) in a.items()", lambda: ('y', 2) in a.items())
show("a.keys().isdisjoint({'q'})", lambda: a.keys().isdisjoint({'q'}))
show('len(a.values())', lambda: len(a.values()))
