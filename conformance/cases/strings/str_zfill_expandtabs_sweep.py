"""str.zfill and expandtabs over assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(''.zfill(8), ''.expandtabs(4))", lambda: (''.zfill(8), ''.expandtabs(4)))
show("('a'.zfill(8), 'a'.expandtabs(4))", lambda: ('a'.zfill(8), 'a'.expandtabs(4)))
show("('Hello'.zfill(8), 'Hello'.expandtabs(4))", lambda: ('Hello'.zfill(8), 'Hello'.expandtabs(4)))
show("('hello world'.zfill(8), 'hello world'.expandtabs(4))", lambda: ('hello world'.zfill(8), 'hello world'.expandtabs(4)))
show("('  padded  '.zfill(8), '  padded  '.expandtabs(4))", lambda: ('  padded  '.zfill(8), '  padded  '.expandtabs(4)))
show("('a,b,,c'.zfill(8), 'a,b,,c'.expandtabs(4))", lambda: ('a,b,,c'.zfill(8), 'a,b,,c'.expandtabs(4)))
show("('tab\\there'.zfill(8), 'tab\\there'.expandtabs(4))", lambda: ('tab\there'.zfill(8), 'tab\there'.expandtabs(4)))
show("('naïve café'.zfill(8), 'naïve café'.expandtabs(4))", lambda: ('naïve café'.zfill(8), 'naïve café'.expandtabs(4)))
show("('x.y.z'.zfill(8), 'x.y.z'.expandtabs(4))", lambda: ('x.y.z'.zfill(8), 'x.y.z'.expandtabs(4)))
show("('AaBbCc'.zfill(8), 'AaBbCc'.expandtabs(4))", lambda: ('AaBbCc'.zfill(8), 'AaBbCc'.expandtabs(4)))
