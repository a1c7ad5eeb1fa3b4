"""dicts keep insertion order through updates, deletions and reinsertion."""

d = {'a': 1, 'b': 2, 'c': 3}

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('list(d)', lambda: list(d))
show("(d.__setitem__('a', 10), list(d))[1]", lambda: (d.__setitem__('a', 10), list(d))[1])
show("(d.__delitem__('a'), list(d))[1]", lambda: (d.__delitem__('a'), list(d))[1])
show("(d.__setitem__('a', 1), list(d))[1]", lambda: (d.__setitem__('a', 1), list(d))[1])
show("list({**d, 'b': 0})", lambda: list({**d, 'b': 0}))
show("list(dict.fromkeys('hello'))", lambda: list(dict.fromkeys('hello')))
show("d == {'c': 3, 'b': 2, 'a': 1}", lambda: d == {'c': 3, 'b': 2, 'a': 1})
show("list(d) == list({'c': 3, 'b': 2, 'a': 1})", lambda: list(d) == list({'c': 3, 'b': 2, 'a': 1}))
