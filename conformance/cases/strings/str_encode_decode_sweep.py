"""UTF-8 and Latin-1 encodings of assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(''.encode('utf-8'), len(''.encode('utf-8')), ''.encode('latin-1', 'replace'))", lambda: (''.encode('utf-8'), len(''.encode('utf-8')), ''.encode('latin-1', 'replace')))
show("('a'.encode('utf-8'), len('a'.encode('utf-8')), 'a'.encode('latin-1', 'replace'))", lambda: ('a'.encode('utf-8'), len('a'.encode('utf-8')), 'a'.encode('latin-1', 'replace')))
show("('Hello'.encode('utf-8'), len('Hello'.encode('utf-8')), 'Hello'.encode('latin-1', 'replace'))", lambda: ('Hello'.encode('utf-8'), len('Hello'.encode('utf-8')), 'Hello'.encode('latin-1', 'replace')))
show("('hello world'.encode('utf-8'), len('hello world'.encode('utf-8')), 'hello world'.encode('latin-1', 'replace'))", lambda: ('hello world'.encode('utf-8'), len('hello world'.encode('utf-8')), 'hello world'.encode('latin-1', 'replace')))
show("('  padded  '.encode('utf-8'), len('  padded  '.encode('utf-8')), '  padded  '.encode('latin-1', 'replace'))", lambda: ('  padded  '.encode('utf-8'), len('  padded  '.encode('utf-8')), '  padded  '.encode('latin-1', 'replace')))
show("('a,b,,c'.encode('utf-8'), len('a,b,,c'.encode('utf-8')), 'a,b,,c'.encode('latin-1', 'replace'))", lambda: ('a,b,,c'.encode('utf-8'), len('a,b,,c'.encode('utf-8')), 'a,b,,c'.encode('latin-1', 'replace')))
show("('tab\\there'.encode('utf-8'), len('tab\\there'.encode('utf-8')), 'tab\\there'.encode('latin-1', 'replace'))", lambda: ('tab\there'.encode('utf-8'), len('tab\there'.encode('utf-8')), 'tab\there'.encode('latin-1', 'replace')))
show("('naïve café'.encode('utf-8'), len('naïve café'.encode('utf-8')), 'naïve café'.encode('latin-1', 'replace'))", lambda: ('naïve café'.encode('utf-8'), len('naïve café'.encode('utf-8')), 'naïve café'.encode('latin-1', 'replace')))
show("('x.y.z'.encode('utf-8'), len('x.y.z'.encode('utf-8')), 'x.y.z'.encode('latin-1', 'replace'))", lambda: ('x.y.z'.encode('utf-8'), len('x.y.z'.encode('utf-8')), 'x.y.z'.encode('latin-1', 'replace')))
show("('AaBbCc'.encode('utf-8'), len('AaBbCc'.encode('utf-8')), 'AaBbCc'.encode('latin-1', 'replace'))", lambda: ('AaBbCc'.encode('utf-8'), len('AaBbCc'.encode('utf-8')), 'AaBbCc'.encode('latin-1', 'replace')))
