"""Ordering assorted words against 'hello' and their sort keys."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("('' < 'hello', ''.lower() == '', ''.casefold())", lambda: ('' < 'hello', ''.lower() == '', ''.casefold()))
show("('a' < 'hello', 'a'.lower() == 'a', 'a'.casefold())", lambda: ('a' < 'hello', 'a'.lower() == 'a', 'a'.casefold()))
show("('Hello' < 'hello', 'Hello'.lower() == 'Hello', 'Hello'.casefold())", lambda: ('Hello' < 'hello', 'Hello'.lower() == 'Hello', 'Hello'.casefold()))
show("('hello world' < 'hello', 'hello world'.lower() == 'hello world', 'hello world'.casefold())", lambda: ('hello world' < 'hello', 'hello world'.lower() == 'hello world', 'hello world'.casefold()))
show("('  padded  ' < 'hello', '  padded  '.lower() == '  padded  ', '  padded  '.casefold())", lambda: ('  padded  ' < 'hello', '  padded  '.lower() == '  padded  ', '  padded  '.casefold()))
show("('a,b,,c' < 'hello', 'a,b,,c'.lower() == 'a,b,,c', 'a,b,,c'.casefold())", lambda: ('a,b,,c' < 'hello', 'a,b,,c'.lower() == 'a,b,,c', 'a,b,,c'.casefold()))
show("('tab\\there' < 'hello', 'tab\\there'.lower() == 'tab\\there', 'tab\\there'.casefold())", lambda: ('tab\there' < 'hello', 'tab\there'.lower() == 'tab\there', 'tab\there'.casefold()))
show("('naïve café' < 'hello', 'naïve café'.lower() == 'naïve café', 'naïve café'.casefold())", lambda: ('naïve café' < 'hello', 'naïve café'.lower() == 'naïve café', 'naïve café'.casefold()))
show("('x.y.z' < 'hello', 'x.y.z'.lower() == 'x.y.z', 'x.y.z'.casefold())", lambda: ('x.y.z' < 'hello', 'x.y.z'.lower() == 'x.y.z', 'x.y.z'.casefold()))
show("('AaBbCc' < 'hello', 'AaBbCc'.lower() == 'AaBbCc', 'AaBbCc'.casefold())", lambda: ('AaBbCc' < 'hello', 'AaBbCc'.lower() == 'AaBbCc', 'AaBbCc'.casefold()))
