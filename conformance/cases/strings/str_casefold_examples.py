"""str.casefold compared with str.lower."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(''.casefold(), ''.casefold() == ''.lower())", lambda: (''.casefold(), ''.casefold() == ''.lower()))
show("('a'.casefold(), 'a'.casefold() == 'a'.lower())", lambda: ('a'.casefold(), 'a'.casefold() == 'a'.lower()))
show("('Hello'.casefold(), 'Hello'.casefold() == 'Hello'.lower())", lambda: ('Hello'.casefold(), 'Hello'.casefold() == 'Hello'.lower()))
show("('hello world'.casefold(), 'hello world'.casefold() == 'hello world'.lower())", lambda: ('hello world'.casefold(), 'hello world'.casefold() == 'hello world'.lower()))
show("('  padded  '.casefold(), '  padded  '.casefold() == '  padded  '.lower())", lambda: ('  padded  '.casefold(), '  padded  '.casefold() == '  padded  '.lower()))
show("('MiXeD CaSe'.casefold(), 'MiXeD CaSe'.casefold() == 'MiXeD CaSe'.lower())", lambda: ('MiXeD CaSe'.casefold(), 'MiXeD CaSe'.casefold() == 'MiXeD CaSe'.lower()))
show("('tab\\there'.casefold(), 'tab\\there'.casefold() == 'tab\\there'.lower())", lambda: ('tab\there'.casefold(), 'tab\there'.casefold() == 'tab\there'.lower()))
show("('naïve café'.casefold(), 'naïve café'.casefold() == 'naïve café'.lower())", lambda: ('naïve café'.casefold(), 'naïve café'.casefold() == 'naïve café'.lower()))
show("('123'.casefold(), '123'.casefold() == '123'.lower())", lambda: ('123'.casefold(), '123'.casefold() == '123'.lower()))
show("('x_1'.casefold(), 'x_1'.casefold() == 'x_1'.lower())", lambda: ('x_1'.casefold(), 'x_1'.casefold() == 'x_1'.lower()))
show("'Straße'.casefold()", lambda: 'Straße'.casefold())
show("'ΣΑΣ'.casefold()", lambda: 'ΣΑΣ'.casefold())
