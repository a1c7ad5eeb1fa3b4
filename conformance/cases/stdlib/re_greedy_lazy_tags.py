"""Greedy and lazy quantifiers extracting tags."""

import re

html = '<b>bold</b> and <i>it</i>'

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("re.findall(r'<.+>', html)", lambda: re.findall(r'<.+>', html))
show("re.findall(r'<.+?>', html)", lambda: re.findall(r'<.+?>', html))
show("re.findall(r'<(\\w+)>', html)", lambda: re.findall(r'<(\w+)>', html))
show("re.sub(r'<[^>]+>', '', html)", lambda: re.sub(r'<[^>]+>', '', html))
show("re.search(r'a{2,3}', 'aaaa').group()", lambda: re.search(r'a{2,3}', 'aaaa').group())
show("re.search(r'a{2,3}?', 'aaaa').group()", lambda: re.search(r'a{2,3}?', 'aaaa').group())
