"""re.escape quoting special characters for literal matching."""

import re

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("re.escape('a.b*c')", lambda: re.escape('a.b*c'))
show("re.escape('1+1=2?')", lambda: re.escape('1+1=2?'))
show("bool(re.search(re.escape('$5.00'), 'cost: $5.00'))", lambda: bool(re.search(re.escape('$5.00'), 'cost: $5.00')))
show("re.escape('path/to file')", lambda: re.escape('path/to file'))
show("re.findall(re.escape('(x)'), '(x)(x)')", lambda: re.findall(re.escape('(x)'), '(x)(x)'))
