"""str.format with positional, named, indexed and attribute fields."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("'{} {}'.format(1, 2)", lambda: '{} {}'.format(1, 2))
show("'{1} {0}'.format('a', 'b')", lambda: '{1} {0}'.format('a', 'b'))
show("'{name} is {age}'.format(name='Ann', age=3)", lambda: '{name} is {age}'.format(name='Ann', age=3))
show("'{0[1]} {0[0]}'.format(['x', 'y'])", lambda: '{0[1]} {0[0]}'.format(['x', 'y']))
show("'{p[key]}'.format(p={'key': 'v'})", lambda: '{p[key]}'.format(p={'key': 'v'}))
show("'{c.real}'.format(c=3 + 4j)", lambda: '{c.real}'.format(c=3 + 4j))
show("'{:>{w}}'.format('r', w=4)", lambda: '{:>{w}}'.format('r', w=4))
show("'{{literal}} {}'.format(1)", lambda: '{{literal}} {}'.format(1))
show("'{!r} {!s} {!a}'.format('é', 'é', 'é')", lambda: '{!r} {!s} {!a}'.format('é', 'é', 'é'))
show("'{0:.{1}f}'.format(3.14159, 2)", lambda: '{0:.{1}f}'.format(3.14159, 2))
show("'{} {}'.format(1)", lambda: '{} {}'.format(1))
show("'{x}'.format(y=1)", lambda: '{x}'.format(y=1))
