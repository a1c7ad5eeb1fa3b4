"""str.strip of spaces and dots and lstrip of 'Ha' over assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(''.strip(' .'), ''.lstrip('Ha'))", lambda: (''.strip(' .'), ''.lstrip('Ha')))
show("('a'.strip(' .'), 'a'.lstrip('Ha'))", lambda: ('a'.strip(' .'), 'a'.lstrip('Ha')))
show("('Hello'.strip(' .'), 'Hello'.lstrip('Ha'))", lambda: ('Hello'.strip(' .'), 'Hello'.lstrip('Ha')))
show("('hello world'.strip(' .'), 'hello world'.lstrip('Ha'))", lambda: ('hello world'.strip(' .'), 'hello world'.lstrip('Ha')))
show("('  padded  '.strip(' .'), '  padded  '.lstrip('Ha'))", lambda: ('  padded  '.strip(' .'), '  padded  '.lstrip('Ha')))
show("('a,b,,c'.strip(' .'), 'a,b,,c'.lstrip('Ha'))", lambda: ('a,b,,c'.strip(' .'), 'a,b,,c'.lstrip('Ha')))
show("('tab\\there'.strip(' .'), 'tab\\there'.lstrip('Ha'))", lambda: ('tab\there'.strip(' .'), 'tab\there'.lstrip('Ha')))
show("('naïve café'.strip(' .'), 'naïve café'.lstrip('Ha'))", lambda: ('naïve café'.strip(' .'), 'naïve café'.lstrip('Ha')))
show("('x.y.z'.strip(' .'), 'x.y.z'.lstrip('Ha'))", lambda: ('x.y.z'.strip(' .'), 'x.y.z'.lstrip('Ha')))
show("('AaBbCc'.strip(' .'), 'AaBbCc'.lstrip('Ha'))", lambda: ('AaBbCc'.strip(' .'), 'AaBbCc'.lstrip('Ha')))
