"""islower, isupper, istitle, isspace over assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(''.islower(), ''.isupper(), ''.istitle(), ''.isspace())", lambda: (''.islower(), ''.isupper(), ''.istitle(), ''.isspace()))
show("('a'.islower(), 'a'.isupper(), 'a'.istitle(), 'a'.isspace())", lambda: ('a'.islower(), 'a'.isupper(), 'a'.istitle(), 'a'.isspace()))
show("('Hello'.islower(), 'Hello'.isupper(), 'Hello'.istitle(), 'Hello'.isspace())", lambda: ('Hello'.islower(), 'Hello'.isupper(), 'Hello'.istitle(), 'Hello'.isspace()))
show("('hello world'.islower(), 'hello world'.isupper(), 'hello world'.istitle(), 'hello world'.isspace())", lambda: ('hello world'.islower(), 'hello world'.isupper(), 'hello world'.istitle(), 'hello world'.isspace()))
show("('  padded  '.islower(), '  padded  '.isupper(), '  padded  '.istitle(), '  padded  '.isspace())", lambda: ('  padded  '.islower(), '  padded  '.isupper(), '  padded  '.istitle(), '  padded  '.isspace()))
show("('a,b,,c'.islower(), 'a,b,,c'.isupper(), 'a,b,,c'.istitle(), 'a,b,,c'.isspace())", lambda: ('a,b,,c'.islower(), 'a,b,,c'.isupper(), 'a,b,,c'.istitle(), 'a,b,,c'.isspace()))
show("('tab\\there'.islower(), 'tab\\there'.isupper(), 'tab\\there'.istitle(), 'tab\\there'.isspace())", lambda: ('tab\there'.islower(), 'tab\there'.isupper(), 'tab\there'.istitle(), 'tab\there'.isspace()))
show("('naïve café'.islower(), 'naïve café'.isupper(), 'naïve café'.istitle(), 'naïve café'.isspace())", lambda: ('naïve café'.islower(), 'naïve café'.isupper(), 'naïve café'.istitle(), 'naïve café'.isspace()))
show("('x.y.z'.islower(), 'x.y.z'.isupper(), 'x.y.z'.istitle(), 'x.y.z'.isspace())", lambda: ('x.y.z'.islower(), 'x.y.z'.isupper(), 'x.y.z'.istitle(), 'x.y.z'.isspace()))
show("('AaBbCc'.islower(), 'AaBbCc'.isupper(), 'AaBbCc'.istitle(), 'AaBbCc'.isspace())", lambda: ('AaBbCc'.islower(), 'AaBbCc'.isupper(), 'AaBbCc'.istitle(), 'AaBbCc'.isspace()))
