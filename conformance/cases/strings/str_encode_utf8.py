"""str.encode to UTF-8 and back."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(''.encode(), ''.encode().decode() == '')", lambda: (''.encode(), ''.encode().decode() == ''))
show("('a'.encode(), 'a'.encode().decode() == 'a')", lambda: ('a'.encode(), 'a'.encode().decode() == 'a'))
show("('Hello'.encode(), 'Hello'.encode().decode() == 'Hello')", lambda: ('Hello'.encode(), 'Hello'.encode().decode() == 'Hello'))
show("('hello world'.encode(), 'hello world'.encode().decode() == 'hello world')", lambda: ('hello world'.encode(), 'hello world'.encode().decode() == 'hello world'))
show("('  padded  '.encode(), '  padded  '.encode().decode() == '  padded  ')", lambda: ('  padded  '.encode(), '  padded  '.encode().decode() == '  padded  '))
show("('MiXeD CaSe'.encode(), 'MiXeD CaSe'.encode().decode() == 'MiXeD CaSe')", lambda: ('MiXeD CaSe'.encode(), 'MiXeD CaSe'.encode().decode() == 'MiXeD CaSe'))
show("('tab\\there'.encode(), 'tab\\there'.encode().decode() == 'tab\\there')", lambda: ('tab\there'.encode(), 'tab\there'.encode().decode() == 'tab\there'))
show("('naïve café'.encode(), 'naïve café'.encode().decode() == 'naïve café')", lambda: ('naïve café'.encode(), 'naïve café'.encode().decode() == 'naïve café'))
show("('123'.encode(), '123'.encode().decode() == '123')", lambda: ('123'.encode(), '123'.encode().decode() == '123'))
show("('x_1'.encode(), 'x_1'.encode().decode() == 'x_1')", lambda: ('x_1'.encode(), 'x_1'.encode().decode() == 'x_1'))
show("'naïve'.encode('ascii', 'replace')", lambda: 'naïve'.encode('ascii', 'replace'))
show("'naïve'.encode('ascii', 'ignore')", lambda: 'naïve'.encode('ascii', 'ignore'))
show("'naïve'.encode('ascii', 'backslashreplace')", lambda: 'naïve'.encode('ascii', 'backslashreplace'))
show("'naïve'.encode('latin-1')", lambda: 'naïve'.encode('latin-1'))
show("'€'.encode('latin-1')", lambda: '€'.encode('latin-1'))
show("'naïve'.encode('ascii', 'xmlcharrefreplace')", lambda: 'naïve'.encode('ascii', 'xmlcharrefreplace'))
