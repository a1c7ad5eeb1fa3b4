"""Match object groups, spans, named groups and groupdict."""

import re

m = re.search(r'(?P<year>\d{4})-(?P<month>\d\d)-(?P<day>\d\d)', 'due 2024-03-15!')

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('m.group()', lambda: m.group())
show('m.group(1, 2)', lambda: m.group(1, 2))
show('m.groups()', lambda: m.groups())
show('m.groupdict()', lambda: m.groupdict())
show("m.span('year')", lambda: m.span('year'))
show('m.start(2)', lambda: m.start(2))
show('m.end()', lambda: m.end())
show("m['month']", lambda: m['month'])
show('m.lastgroup', lambda: m.lastgroup)
show('m.group(5)', lambda: m.group(5))
show("re.match(r'(a)(b)?', 'a').groups()", lambda: re.match(r'(a)(b)?', 'a').groups())
show("re.match(r'(a)(b)?', 'a').groups('-')", lambda: re.match(r'(a)(b)?', 'a').groups('-'))
