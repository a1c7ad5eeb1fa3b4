"""str.find, rfind and count of 'a' over assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(''.find('a'), ''.rfind('a'), ''.count('a'))", lambda: (''.find('a'), ''.rfind('a'), ''.count('a')))
show("('a'.find('a'), 'a'.rfind('a'), 'a'.count('a'))", lambda: ('a'.find('a'), 'a'.rfind('a'), 'a'.count('a')))
show("('Hello'.find('a'), 'Hello'.rfind('a'), 'Hello'.count('a'))", lambda: ('Hello'.find('a'), 'Hello'.rfind('a'), 'Hello'.count('a')))
show("('hello world'.find('a'), 'hello world'.rfind('a'), 'hello world'.count('a'))", lambda: ('hello world'.find('a'), 'hello world'.rfind('a'), 'hello world'.count('a')))
show("('  padded  '.find('a'), '  padded  '.rfind('a'), '  padded  '.count('a'))", lambda: ('  padded  '.find('a'), '  padded  '.rfind('a'), '  padded  '.count('a')))
show("('a,b,,c'.find('a'), 'a,b,,c'.rfind('a'), 'a,b,,c'.count('a'))", lambda: ('a,b,,c'.find('a'), 'a,b,,c'.rfind('a'), 'a,b,,c'.count('a')))
show("('tab\\there'.find('a'), 'tab\\there'.rfind('a'), 'tab\\there'.count('a'))", lambda: ('tab\there'.find('a'), 'tab\there'.rfind('a'), 'tab\there'.count('a')))
show("('naïve café'.find('a'), 'naïve café'.rfind('a'), 'naïve café'.count('a'))", lambda: ('naïve café'.find('a'), 'naïve café'.rfind('a'), 'naïve café'.count('a')))
show("('x.y.z'.find('a'), 'x.y.z'.rfind('a'), 'x.y.z'.count('a'))", lambda: ('x.y.z'.find('a'), 'x.y.z'.rfind('a'), 'x.y.z'.count('a')))
show("('AaBbCc'.find('a'), 'AaBbCc'.rfind('a'), 'AaBbCc'.count('a'))", lambda: ('AaBbCc'.find('a'), 'AaBbCc'.rfind('a'), 'AaBbCc'.count('a')))
