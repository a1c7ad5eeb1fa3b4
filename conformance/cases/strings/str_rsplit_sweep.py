"""str.rsplit with a dot and maxsplit 1 over assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(''.rsplit('.', 1), ''.rsplit(maxsplit=1))", lambda: (''.rsplit('.', 1), ''.rsplit(maxsplit=1)))
show("('a'.rsplit('.', 1), 'a'.rsplit(maxsplit=1))", lambda: ('a'.rsplit('.', 1), 'a'.rsplit(maxsplit=1)))
show("('Hello'.rsplit('.', 1), 'Hello'.rsplit(maxsplit=1))", lambda: ('Hello'.rsplit('.', 1), 'Hello'.rsplit(maxsplit=1)))
show("('hello world'.rsplit('.', 1), 'hello world'.rsplit(maxsplit=1))", lambda: ('hello world'.rsplit('.', 1), 'hello world'.rsplit(maxsplit=1)))
show("('  padded  '.rsplit('.', 1), '  padded  '.rsplit(maxsplit=1))", lambda: ('  padded  '.rsplit('.', 1), '  padded  '.rsplit(maxsplit=1)))
show("('a,b,,c'.rsplit('.', 1), 'a,b,,c'.rsplit(maxsplit=1))", lambda: ('a,b,,c'.rsplit('.', 1), 'a,b,,c'.rsplit(maxsplit=1)))
show("('tab\\there'.rsplit('.', 1), 'tab\\there'.rsplit(maxsplit=1))", lambda: ('tab\there'.rsplit('.', 1), 'tab\there'.rsplit(maxsplit=1)))
show("('naïve café'.rsplit('.', 1), 'naïve café'.rsplit(maxsplit=1))", lambda: ('naïve café'.rsplit('.', 1), 'naïve café'.rsplit(maxsplit=1)))
show("('x.y.z'.rsplit('.', 1), 'x.y.z'.rsplit(maxsplit=1))", lambda: ('x.y.z'.rsplit('.', 1), 'x.y.z'.rsplit(maxsplit=1)))
show("('AaBbCc'.rsplit('.', 1), 'AaBbCc'.rsplit(maxsplit=1))", lambda: ('AaBbCc'.rsplit('.', 1), 'AaBbCc'.rsplit(maxsplit=1)))
