"""re.fullmatch validating identifiers, emails and numbers."""

import re

name = 'user_name1'
email = 'someone@example.org'

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("bool(re.fullmatch(r'[A-Za-z_]\\w*', name))", lambda: bool(re.fullmatch(r'[A-Za-z_]\w*', name)))
show("bool(re.fullmatch(r'[^@\\s]+@[^@\\s]+\\.\\w+', email))", lambda: bool(re.fullmatch(r'[^@\s]+@[^@\s]+\.\w+', email)))
show("[bool(re.fullmatch(r'-?\\d+(\\.\\d+)?', s)) for s in ['12', '-3.5', '1.', 'x']]", lambda: [bool(re.fullmatch(r'-?\d+(\.\d+)?', s)) for s in ['12', '-3.5', '1.', 'x']])
show("re.fullmatch(r'a+', 'aab')", lambda: re.fullmatch(r'a+', 'aab'))
show("re.fullmatch(r'a|ab', 'ab').group()", lambda: re.fullmatch(r'a|ab', 'ab').group())
