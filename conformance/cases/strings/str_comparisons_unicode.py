"""Ordering and equality of strs by code point."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("'apple' < 'banana'", lambda: 'apple' < 'banana')
show("'Zebra' < 'apple'", lambda: 'Zebra' < 'apple')
show("'a' < 'ab'", lambda: 'a' < 'ab')
show("'é' > 'z'", lambda: 'é' > 'z')
show("sorted(['b', 'A', 'a', 'B'])", lambda: sorted(['b', 'A', 'a', 'B']))
show("sorted(['b', 'A', 'a', 'B'], key=str.lower)", lambda: sorted(['b', 'A', 'a', 'B'], key=str.lower))
show("max(['pear', 'Peach', 'plum'])", lambda: max(['pear', 'Peach', 'plum']))
show("'abc' == 'abc'", lambda: 'abc' == 'abc')
show("'10' < '9'", lambda: '10' < '9')
show("min('hello')", lambda: min('hello'))
