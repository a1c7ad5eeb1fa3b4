"""str.strip, lstrip and rstrip without arguments."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(''.strip(), ''.lstrip(), ''.rstrip())", lambda: (''.strip(), ''.lstrip(), ''.rstrip()))
show("('a'.strip(), 'a'.lstrip(), 'a'.rstrip())", lambda: ('a'.strip(), 'a'.lstrip(), 'a'.rstrip()))
show("('Hello'.strip(), 'Hello'.lstrip(), 'Hello'.rstrip())", lambda: ('Hello'.strip(), 'Hello'.lstrip(), 'Hello'.rstrip()))
show("('hello world'.strip(), 'hello world'.lstrip(), 'hello world'.rstrip())", lambda: ('hello world'.strip(), 'hello world'.lstrip(), 'hello world'.rstrip()))
show("('  padded  '.strip(), '  padded  '.lstrip(), '  padded  '.rstrip())", lambda: ('  padded  '.strip(), '  padded  '.lstrip(), '  padded  '.rstrip()))
show("('MiXeD CaSe'.strip(), 'MiXeD CaSe'.lstrip(), 'MiXeD CaSe'.rstrip())", lambda: ('MiXeD CaSe'.strip(), 'MiXeD CaSe'.lstrip(), 'MiXeD CaSe'.rstrip()))
show("('tab\\there'.strip(), 'tab\\there'.lstrip(), 'tab\\there'.rstrip())", lambda: ('tab\there'.strip(), 'tab\there'.lstrip(), 'tab\there'.rstrip()))
show("('naïve café'.strip(), 'naïve café'.lstrip(), 'naïve café'.rstrip())", lambda: ('naïve café'.strip(), 'naïve café'.lstrip(), 'naïve café'.rstrip()))
show("('123'.strip(), '123'.lstrip(), '123'.rstrip())", lambda: ('123'.strip(), '123'.lstrip(), '123'.rstrip()))
show("('x_1'.strip(), 'x_1'.lstrip(), 'x_1'.rstrip())", lambda: ('x_1'.strip(), 'x_1'.lstrip(), 'x_1'.rstrip()))
