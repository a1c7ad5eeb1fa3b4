"""str.translate with a table mapping vowels and deleting spaces."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("''.translate(str.maketrans('aeiou', 'AEIOU', ' '))", lambda: ''.translate(str.maketrans('aeiou', 'AEIOU', ' ')))
show("'a'.translate(str.maketrans('aeiou', 'AEIOU', ' '))", lambda: 'a'.translate(str.maketrans('aeiou', 'AEIOU', ' ')))
show("'Hello'.translate(str.maketrans('aeiou', 'AEIOU', ' '))", lambda: 'Hello'.translate(str.maketrans('aeiou', 'AEIOU', ' ')))
show("'hello world'.translate(str.maketrans('aeiou', 'AEIOU', ' '))", lambda: 'hello world'.translate(str.maketrans('aeiou', 'AEIOU', ' ')))
show("'  padded  '.translate(str.maketrans('aeiou', 'AEIOU', ' '))", lambda: '  padded  '.translate(str.maketrans('aeiou', 'AEIOU', ' ')))
show("'a,b,,c'.translate(str.maketrans('aeiou', 'AEIOU', ' '))", lambda: 'a,b,,c'.translate(str.maketrans('aeiou', 'AEIOU', ' ')))
show("'tab\\there'.translate(str.maketrans('aeiou', 'AEIOU', ' '))", lambda: 'tab\there'.translate(str.maketrans('aeiou', 'AEIOU', ' ')))
show("'naïve café'.translate(str.maketrans('aeiou', 'AEIOU', ' '))", lambda: 'naïve café'.translate(str.maketrans('aeiou', 'AEIOU', ' ')))
show("'x.y.z'.translate(str.maketrans('aeiou', 'AEIOU', ' '))", lambda: 'x.y.z'.translate(str.maketrans('aeiou', 'AEIOU', ' ')))
show("'AaBbCc'.translate(str.maketrans('aeiou', 'AEIOU', ' '))", lambda: 'AaBbCc'.translate(str.maketrans('aeiou', 'AEIOU', ' ')))
