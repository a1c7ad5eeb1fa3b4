"""re.findall results with no group, one group and several groups."""

import re

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("re.findall(r'\\d+', 'a1 b22 c333')", lambda: re.findall(r'\d+', 'a1 b22 c333'))
show("re.findall(r'(\\w)=(\\d)', 'a=1, b=2')", lambda: re.findall(r'(\w)=(\d)', 'a=1, b=2'))
show("re.findall(r'(\\d)+', '123 45')", lambda: re.findall(r'(\d)+', '123 45'))
show("re.findall(r'x*', 'axxb')", lambda: re.findall(r'x*', 'axxb'))
show("re.findall(r'(?i)the', 'The theme THE')", lambda: re.findall(r'(?i)the', 'The theme THE'))
show("re.findall(r'[aeiou]', 'rhythm')", lambda: re.findall(r'[aeiou]', 'rhythm'))
