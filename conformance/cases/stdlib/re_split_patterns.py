"""re.split with separators, captured separators and maxsplit."""

import re

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("re.split(r'[,;]\\s*', 'a, b;c ;d')", lambda: re.split(r'[,;]\s*', 'a, b;c ;d'))
show("re.split(r'(,)', 'a,b')", lambda: re.split(r'(,)', 'a,b'))
show("re.split(r'\\s+', ' lead and trail ')", lambda: re.split(r'\s+', ' lead and trail '))
show("re.split(r'x', 'axbxc', maxsplit=1)", lambda: re.split(r'x', 'axbxc', maxsplit=1))
show("re.split(r'\\b', 'hi there')", lambda: re.split(r'\b', 'hi there'))
show("re.split(r'(?=[A-Z])', 'splitCamelCase')", lambda: re.split(r'(?=[A-Z])', 'splitCamelCase'))
