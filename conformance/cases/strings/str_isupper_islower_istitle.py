"""str.isupper, islower and istitle over assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(''.isupper(), ''.islower(), ''.istitle())", lambda: (''.isupper(), ''.islower(), ''.istitle()))
show("('a'.isupper(), 'a'.islower(), 'a'.istitle())", lambda: ('a'.isupper(), 'a'.islower(), 'a'.istitle()))
show("('Hello'.isupper(), 'Hello'.islower(), 'Hello'.istitle())", lambda: ('Hello'.isupper(), 'Hello'.islower(), 'Hello'.istitle()))
show("('hello world'.isupper(), 'hello world'.islower(), 'hello world'.istitle())", lambda: ('hello world'.isupper(), 'hello world'.islower(), 'hello world'.istitle()))
show("('  padded  '.isupper(), '  padded  '.islower(), '  padded  '.istitle())", lambda: ('  padded  '.isupper(), '  padded  '.islower(), '  padded  '.istitle()))
show("('MiXeD CaSe'.isupper(), 'MiXeD CaSe'.islower(), 'MiXeD CaSe'.istitle())", lambda: ('MiXeD CaSe'.isupper(), 'MiXeD CaSe'.islower(), 'MiXeD CaSe'.istitle()))
show("('tab\\there'.isupper(), 'tab\\there'.islower(), 'tab\\there'.istitle())", lambda: ('tab\there'.isupper(), 'tab\there'.islower(), 'tab\there'.istitle()))
show("('naïve café'.isupper(), 'naïve café'.islower(), 'naïve café'.istitle())", lambda: ('naïve café'.isupper(), 'naïve café'.islower(), 'naïve café'.istitle()))
show("('123'.isupper(), '123'.islower(), '123'.istitle())", lambda: ('123'.isupper(), '123'.islower(), '123'.istitle()))
show("('x_1'.isupper(), 'x_1'.islower(), 'x_1'.istitle())", lambda: ('x_1'.isupper(), 'x_1'.islower(), 'x_1'.istitle()))
