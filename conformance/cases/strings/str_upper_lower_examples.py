"""str.upper and str.lower over assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(''.upper(), ''.lower())", lambda: (''.upper(), ''.lower()))
show("('a'.upper(), 'a'.lower())", lambda: ('a'.upper(), 'a'.lower()))
show("('Hello'.upper(), 'Hello'.lower())", lambda: ('Hello'.upper(), 'Hello'.lower()))
show("('hello world'.upper(), 'hello world'.lower())", lambda: ('hello world'.upper(), 'hello world'.lower()))
show("('  padded  '.upper(), '  padded  '.lower())", lambda: ('  padded  '.upper(), '  padded  '.lower()))
show("('MiXeD CaSe'.upper(), 'MiXeD CaSe'.lower())", lambda: ('MiXeD CaSe'.upper(), 'MiXeD CaSe'.lower()))
show("('tab\\there'.upper(), 'tab\\there'.lower())", lambda: ('tab\there'.upper(), 'tab\there'.lower()))
show("('naïve café'.upper(), 'naïve café'.lower())", lambda: ('naïve café'.upper(), 'naïve café'.lower()))
show("('123'.upper(), '123'.lower())", lambda: ('123'.upper(), '123'.lower()))
show("('x_1'.upper(), 'x_1'.lower())", lambda: ('x_1'.upper(), 'x_1'.lower()))
