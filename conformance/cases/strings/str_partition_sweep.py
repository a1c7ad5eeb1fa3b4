"""str.partition and rpartition on a space over assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(''.partition(' '), ''.rpartition(' '))", lambda: (''.partition(' '), ''.rpartition(' ')))
show("('a'.partition(' '), 'a'.rpartition(' '))", lambda: ('a'.partition(' '), 'a'.rpartition(' ')))
show("('Hello'.partition(' '), 'Hello'.rpartition(' '))", lambda: ('Hello'.partition(' '), 'Hello'.rpartition(' ')))
show("('hello world'.partition(' '), 'hello world'.rpartition(' '))", lambda: ('hello world'.partition(' '), 'hello world'.rpartition(' ')))
show("('  padded  '.partition(' '), '  padded  '.rpartition(' '))", lambda: ('  padded  '.partition(' '), '  padded  '.rpartition(' ')))
show("('a,b,,c'.partition(' '), 'a,b,,c'.rpartition(' '))", lambda: ('a,b,,c'.partition(' '), 'a,b,,c'.rpartition(' ')))
show("('tab\\there'.partition(' '), 'tab\\there'.rpartition(' '))", lambda: ('tab\there'.partition(' '), 'tab\there'.rpartition(' ')))
show("('naïve café'.partition(' '), 'naïve café'.rpartition(' '))", lambda: ('naïve café'.partition(' '), 'naïve café'.rpartition(' ')))
show("('x.y.z'.partition(' '), 'x.y.z'.rpartition(' '))", lambda: ('x.y.z'.partition(' '), 'x.y.z'.rpartition(' ')))
show("('AaBbCc'.partition(' '), 'AaBbCc'.rpartition(' '))", lambda: ('AaBbCc'.partition(' '), 'AaBbCc'.rpartition(' ')))
