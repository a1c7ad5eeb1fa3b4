"""str.isspace and str.isprintable over assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(''.isspace(), ''.isprintable())", lambda: (''.isspace(), ''.isprintable()))
show("('a'.isspace(), 'a'.isprintable())", lambda: ('a'.isspace(), 'a'.isprintable()))
show("('Hello'.isspace(), 'Hello'.isprintable())", lambda: ('Hello'.isspace(), 'Hello'.isprintable()))
show("('hello world'.isspace(), 'hello world'.isprintable())", lambda: ('hello world'.isspace(), 'hello world'.isprintable()))
show("('  padded  '.isspace(), '  padded  '.isprintable())", lambda: ('  padded  '.isspace(), '  padded  '.isprintable()))
show("('MiXeD CaSe'.isspace(), 'MiXeD CaSe'.isprintable())", lambda: ('MiXeD CaSe'.isspace(), 'MiXeD CaSe'.isprintable()))
show("('tab\\there'.isspace(), 'tab\\there'.isprintable())", lambda: ('tab\there'.isspace(), 'tab\there'.isprintable()))
show("('naïve café'.isspace(), 'naïve café'.isprintable())", lambda: ('naïve café'.isspace(), 'naïve café'.isprintable()))
show("('123'.isspace(), '123'.isprintable())", lambda: ('123'.isspace(), '123'.isprintable()))
show("('x_1'.isspace(), 'x_1'.isprintable())", lambda: ('x_1'.isspace(), 'x_1'.isprintable()))
show("' \\t\\n'.isspace()", lambda: ' \t\n'.isspace())
show("'\\x00'.isprintable()", lambda: '\x00'.isprintable())
show("'\\u00a0'.isspace()", lambda: '\u00a0'.isspace())
