"""str.split with explicit separators and maxsplit."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("'a,b,,c'.split(',')", lambda: 'a,b,,c'.split(','))
show("'a,b,,c'.split(',', 1)", lambda: 'a,b,,c'.split(',', 1))
show("'a b  c'.split(' ')", lambda: 'a b  c'.split(' '))
show("'a b  c'.split()", lambda: 'a b  c'.split())
show("''.split(',')", lambda: ''.split(','))
show("''.split()", lambda: ''.split())
show("'a::b::c'.split('::')", lambda: 'a::b::c'.split('::'))
show("'abc'.split('abc')", lambda: 'abc'.split('abc'))
show("'a,b,c'.split(',', 0)", lambda: 'a,b,c'.split(',', 0))
show("'a,b,c'.split(',', -1)", lambda: 'a,b,c'.split(',', -1))
show("'  lead and trail  '.split(None, 1)", lambda: '  lead and trail  '.split(None, 1))
show("'x'.split('')", lambda: 'x'.split(''))
