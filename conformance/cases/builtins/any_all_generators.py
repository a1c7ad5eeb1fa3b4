"""any and all over generators, empty inputs and truthiness."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('any([])', lambda: any([]))
show('all([])', lambda: all([]))
show('any(x > 3 for x in range(5))', lambda: any(x > 3 for x in range(5)))
show('all(x < 5 for x in range(5))', lambda: all(x < 5 for x in range(5)))
show("any([0, '', None])", lambda: any([0, '', None]))
show("all(['a', 1, [0]])", lambda: all(['a', 1, [0]]))
show("any('')", lambda: any(''))
show("all('abc')", lambda: all('abc'))
show('all(isinstance(v, int) for v in [1, True, 2])', lambda: all(isinstance(v, int) for v in [1, True, 2]))
show("any(c.isupper() for c in 'hello World')", lambda: any(c.isupper() for c in 'hello World'))
