"""str.replace of spaces and of 'a' over assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(''.replace(' ', '_'), ''.replace('a', 'A', 1))", lambda: (''.replace(' ', '_'), ''.replace('a', 'A', 1)))
show("('a'.replace(' ', '_'), 'a'.replace('a', 'A', 1))", lambda: ('a'.replace(' ', '_'), 'a'.replace('a', 'A', 1)))
show("('Hello'.replace(' ', '_'), 'Hello'.replace('a', 'A', 1))", lambda: ('Hello'.replace(' ', '_'), 'Hello'.replace('a', 'A', 1)))
show("('hello world'.replace(' ', '_'), 'hello world'.replace('a', 'A', 1))", lambda: ('hello world'.replace(' ', '_'), 'hello world'.replace('a', 'A', 1)))
show("('  padded  '.replace(' ', '_'), '  padded  '.replace('a', 'A', 1))", lambda: ('  padded  '.replace(' ', '_'), '  padded  '.replace('a', 'A', 1)))
show("('a,b,,c'.replace(' ', '_'), 'a,b,,c'.replace('a', 'A', 1))", lambda: ('a,b,,c'.replace(' ', '_'), 'a,b,,c'.replace('a', 'A', 1)))
show("('tab\\there'.replace(' ', '_'), 'tab\\there'.replace('a', 'A', 1))", lambda: ('tab\there'.replace(' ', '_'), 'tab\there'.replace('a', 'A', 1)))
show("('naïve café'.replace(' ', '_'), 'naïve café'.replace('a', 'A', 1))", lambda: ('naïve café'.replace(' ', '_'), 'naïve café'.replace('a', 'A', 1)))
show("('x.y.z'.replace(' ', '_'), 'x.y.z'.replace('a', 'A', 1))", lambda: ('x.y.z'.replace(' ', '_'), 'x.y.z'.replace('a', 'A', 1)))
show("('AaBbCc'.replace(' ', '_'), 'AaBbCc'.replace('a', 'A', 1))", lambda: ('AaBbCc'.replace(' ', '_'), 'AaBbCc'.replace('a', 'A', 1)))
