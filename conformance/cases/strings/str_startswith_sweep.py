"""str.startswith and endswith with strings and tuples over assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(''.startswith('H'), ''.endswith(('e', 'c')), ''.startswith(''))", lambda: (''.startswith('H'), ''.endswith(('e', 'c')), ''.startswith('')))
show("('a'.startswith('H'), 'a'.endswith(('e', 'c')), 'a'.startswith(''))", lambda: ('a'.startswith('H'), 'a'.endswith(('e', 'c')), 'a'.startswith('')))
show("('Hello'.startswith('H'), 'Hello'.endswith(('e', 'c')), 'Hello'.startswith(''))", lambda: ('Hello'.startswith('H'), 'Hello'.endswith(('e', 'c')), 'Hello'.startswith('')))
show("('hello world'.startswith('H'), 'hello world'.endswith(('e', 'c')), 'hello world'.startswith(''))", lambda: ('hello world'.startswith('H'), 'hello world'.endswith(('e', 'c')), 'hello world'.startswith('')))
show("('  padded  '.startswith('H'), '  padded  '.endswith(('e', 'c')), '  padded  '.startswith(''))", lambda: ('  padded  '.startswith('H'), '  padded  '.endswith(('e', 'c')), '  padded  '.startswith('')))
show("('a,b,,c'.startswith('H'), 'a,b,,c'.endswith(('e', 'c')), 'a,b,,c'.startswith(''))", lambda: ('a,b,,c'.startswith('H'), 'a,b,,c'.endswith(('e', 'c')), 'a,b,,c'.startswith('')))
show("('tab\\there'.startswith('H'), 'tab\\there'.endswith(('e', 'c')), 'tab\\there'.startswith(''))", lambda: ('tab\there'.startswith('H'), 'tab\there'.endswith(('e', 'c')), 'tab\there'.startswith('')))
show("('naïve café'.startswith('H'), 'naïve café'.endswith(('e', 'c')), 'naïve café'.startswith(''))", lambda: ('naïve café'.startswith('H'), 'naïve café'.endswith(('e', 'c')), 'naïve café'.startswith('')))
show("('x.y.z'.startswith('H'), 'x.y.z'.endswith(('e', 'c')), 'x.y.z'.startswith(''))", lambda: ('x.y.z'.startswith('H'), 'x.y.z'.endswith(('e', 'c')), 'x.y.z'.startswith('')))
show("('AaBbCc'.startswith('H'), 'AaBbCc'.endswith(('e', 'c')), 'AaBbCc'.startswith(''))", lambda: ('AaBbCc'.startswith('H'), 'AaBbCc'.endswith(('e', 'c')), 'AaBbCc'.startswith('')))
