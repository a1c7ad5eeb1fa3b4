"""dict() from pairs, keywords, mappings and zip."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("dict([('a', 1), ('b', 2)])", lambda: dict([('a', 1), ('b', 2)]))
show('dict(a=1, b=2)', lambda: dict(a=1, b=2))
show("dict({'a': 1}, b=2)", lambda: dict({'a': 1}, b=2))
show("dict(zip('ab', range(2)))", lambda: dict(zip('ab', range(2))))
show('dict([])', lambda: dict([]))
show("dict(['ab', 'cd'])", lambda: dict(['ab', 'cd']))
show("dict([('a', 1), ('a', 2)])", lambda: dict([('a', 1), ('a', 2)]))
show("dict.fromkeys('abc', 0)", lambda: dict.fromkeys('abc', 0))
show('dict({1: 2}.items())', lambda: dict({1: 2}.items()))
