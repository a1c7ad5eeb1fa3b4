"""The pattern '#(?:[0-9a-fA-F]{3}){1,2}\\b' (hex color codes) with findall and search over sample texts."""

import re

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(re.findall('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', ''), bool(re.search('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', '')))", lambda: (re.findall('#(?:[0-9a-fA-F]{3}){1,2}\\b', ''), bool(re.search('#(?:[0-9a-fA-F]{3}){1,2}\\b', ''))))
show("(re.findall('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', 'cat scattered cat.'), bool(re.search('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', 'cat scattered cat.')))", lambda: (re.findall('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'cat scattered cat.'), bool(re.search('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'cat scattered cat.'))))
show("(re.findall('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', 'call 555-1234 or 42'), bool(re.search('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', 'call 555-1234 or 42')))", lambda: (re.findall('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'call 555-1234 or 42'), bool(re.search('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'call 555-1234 or 42'))))
show("(re.findall('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', 'color colour colr'), bool(re.search('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', 'color colour colr')))", lambda: (re.findall('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'color colour colr'), bool(re.search('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'color colour colr'))))
show("(re.findall('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', 'GET /index POST /api PATCH /x'), bool(re.search('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', 'GET /index POST /api PATCH /x')))", lambda: (re.findall('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'GET /index POST /api PATCH /x'), bool(re.search('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'GET /index POST /api PATCH /x'))))
show("(re.findall('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', 'mail ann@example.org, bob.smith+x@mail.co.uk'), bool(re.search('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', 'mail ann@example.org, bob.smith+x@mail.co.uk')))", lambda: (re.findall('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'mail ann@example.org, bob.smith+x@mail.co.uk'), bool(re.search('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'mail ann@example.org, bob.smith+x@mail.co.uk'))))
show("(re.findall('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', 'dates 2024-03-05 and 1999-12-31'), bool(re.search('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', 'dates 2024-03-05 and 1999-12-31')))", lambda: (re.findall('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'dates 2024-03-05 and 1999-12-31'), bool(re.search('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'dates 2024-03-05 and 1999-12-31'))))
show("(re.findall('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', '#fff #A0b1C2 #12'), bool(re.search('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', '#fff #A0b1C2 #12')))", lambda: (re.findall('#(?:[0-9a-fA-F]{3}){1,2}\\b', '#fff #A0b1C2 #12'), bool(re.search('#(?:[0-9a-fA-F]{3}){1,2}\\b', '#fff #A0b1C2 #12'))))
show('(re.findall(\'#(?:[0-9a-fA-F]{3}){1,2}\\\\b\', \'say "hi \\\\"there\\\\"" and "bye"\'), bool(re.search(\'#(?:[0-9a-fA-F]{3}){1,2}\\\\b\', \'say "hi \\\\"there\\\\"" and "bye"\')))', lambda: (re.findall('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'say "hi \\"there\\"" and "bye"'), bool(re.search('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'say "hi \\"there\\"" and "bye"'))))
show("(re.findall('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', 'ip 192.168.0.1 and 10.0.0.256'), bool(re.search('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', 'ip 192.168.0.1 and 10.0.0.256')))", lambda: (re.findall('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'ip 192.168.0.1 and 10.0.0.256'), bool(re.search('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'ip 192.168.0.1 and 10.0.0.256'))))
show("[m.group(0) for m in re.finditer('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', 'the the cat sat sat down')]", lambda: [m.group(0) for m in re.finditer('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'the the cat sat sat down')])
show("[m.group(0) for m in re.finditer('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', 'readable unreadable capable')]", lambda: [m.group(0) for m in re.finditer('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'readable unreadable capable')])
show("[m.group(0) for m in re.finditer('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', 'cost $5 and $12.50 not 7')]", lambda: [m.group(0) for m in re.finditer('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'cost $5 and $12.50 not 7')])
show("[m.group(0) for m in re.finditer('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', 'Python PYTHON python3')]", lambda: [m.group(0) for m in re.finditer('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'Python PYTHON python3')])
show("[m.group(0) for m in re.finditer('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', '# Title\\ntext\\n## Sub\\n')]", lambda: [m.group(0) for m in re.finditer('#(?:[0-9a-fA-F]{3}){1,2}\\b', '# Title\ntext\n## Sub\n')])
show("[m.group(0) for m in re.finditer('#(?:[0-9a-fA-F]{3}){1,2}\\\\b', 'a=1;b=two;c=')]", lambda: [m.group(0) for m in re.finditer('#(?:[0-9a-fA-F]{3}){1,2}\\b', 'a=1;b=two;c=')])
