"""re.sub with replacement strings, group references and functions."""

import re

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("re.sub(r'(\\w+)@(\\w+)', r'\\2 at \\1', 'ann@home bob@work')", lambda: re.sub(r'(\w+)@(\w+)', r'\2 at \1', 'ann@home bob@work'))
show("re.sub(r'\\d+', lambda m: str(int(m[0]) * 2), 'a1 b20')", lambda: re.sub(r'\d+', lambda m: str(int(m[0]) * 2), 'a1 b20'))
show("re.sub(r'\\s+', ' ', '  lots   of\\n space ').strip()", lambda: re.sub(r'\s+', ' ', '  lots   of\n space ').strip())
show("re.sub(r'(?P<w>\\w+)', r'<\\g<w>>', 'a b')", lambda: re.sub(r'(?P<w>\w+)', r'<\g<w>>', 'a b'))
show("re.subn(r'a', 'A', 'banana')", lambda: re.subn(r'a', 'A', 'banana'))
show("re.sub(r'a', 'A', 'banana', count=2)", lambda: re.sub(r'a', 'A', 'banana', count=2))
show("re.sub('', '-', 'abc')", lambda: re.sub('', '-', 'abc'))
show("re.sub(r'(a)', r'\\2', 'a')", lambda: re.sub(r'(a)', r'\2', 'a'))
