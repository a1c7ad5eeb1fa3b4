"""Compiled patterns with flags and their search, match and finditer."""

import re

p = re.compile(r'foo', re.IGNORECASE)

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("p.search('x\\nFOO bar').group()", lambda: p.search('x\nFOO bar').group())
show("p.match('foo').group()", lambda: p.match('foo').group())
show("[m.span() for m in p.finditer('foo Foo fOO')]", lambda: [m.span() for m in p.finditer('foo Foo fOO')])
show('p.pattern', lambda: p.pattern)
show('p.flags & re.IGNORECASE != 0', lambda: p.flags & re.IGNORECASE != 0)
show('p.groups', lambda: p.groups)
show("re.compile(r'^b', re.M).findall('a\\nb\\nb')", lambda: re.compile(r'^b', re.M).findall('a\nb\nb'))
show("re.compile(r'a.c', re.S).match('a\\nc').group()", lambda: re.compile(r'a.c', re.S).match('a\nc').group())
