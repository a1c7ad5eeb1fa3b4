"""str.split with no separator, a comma and maxsplit 1 over assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(''.split(), ''.split(','), ''.split(None, 1))", lambda: (''.split(), ''.split(','), ''.split(None, 1)))
show("('a'.split(), 'a'.split(','), 'a'.split(None, 1))", lambda: ('a'.split(), 'a'.split(','), 'a'.split(None, 1)))
show("('Hello'.split(), 'Hello'.split(','), 'Hello'.split(None, 1))", lambda: ('Hello'.split(), 'Hello'.split(','), 'Hello'.split(None, 1)))
show("('hello world'.split(), 'hello world'.split(','), 'hello world'.split(None, 1))", lambda: ('hello world'.split(), 'hello world'.split(','), 'hello world'.split(None, 1)))
show("('  padded  '.split(), '  padded  '.split(','), '  padded  '.split(None, 1))", lambda: ('  padded  '.split(), '  padded  '.split(','), '  padded  '.split(None, 1)))
show("('a,b,,c'.split(), 'a,b,,c'.split(','), 'a,b,,c'.split(None, 1))", lambda: ('a,b,,c'.split(), 'a,b,,c'.split(','), 'a,b,,c'.split(None, 1)))
show("('tab\\there'.split(), 'tab\\there'.split(','), 'tab\\there'.split(None, 1))", lambda: ('tab\there'.split(), 'tab\there'.split(','), 'tab\there'.split(None, 1)))
show("('naïve café'.split(), 'naïve café'.split(','), 'naïve café'.split(None, 1))", lambda: ('naïve café'.split(), 'naïve café'.split(','), 'naïve café'.split(None, 1)))
show("('x.y.z'.split(), 'x.y.z'.split(','), 'x.y.z'.split(None, 1))", lambda: ('x.y.z'.split(), 'x.y.z'.split(','), 'x.y.z'.split(None, 1)))
show("('AaBbCc'.split(), 'AaBbCc'.split(','), 'AaBbCc'.split(None, 1))", lambda: ('AaBbCc'.split(), 'AaBbCc'.split(','), 'AaBbCc'.split(None, 1)))
