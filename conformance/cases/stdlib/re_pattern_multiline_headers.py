"""The pattern '(?m)^#+ (.+)$' (markdown headers across lines) with findall and search over sample texts."""

import re

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(re.findall('(?m)^#+ (.+)$', ''), bool(re.search('(?m)^#+ (.+)$', '')))", lambda: (re.findall('(?m)^#+ (.+)$', ''), bool(re.search('(?m)^#+ (.+)$', ''))))
show("(re.findall('(?m)^#+ (.+)$', 'cat scattered cat.'), bool(re.search('(?m)^#+ (.+)$', 'cat scattered cat.')))", lambda: (re.findall('(?m)^#+ (.+)$', 'cat scattered cat.'), bool(re.search('(?m)^#+ (.+)$', 'cat scattered cat.'))))
show("(re.findall('(?m)^#+ (.+)$', 'call 555-1234 or 42'), bool(re.search('(?m)^#+ (.+)$', 'call 555-1234 or 42')))", lambda: (re.findall('(?m)^#+ (.+)$', 'call 555-1234 or 42'), bool(re.search('(?m)^#+ (.+)$', 'call 555-1234 or 42'))))
show("(re.findall('(?m)^#+ (.+)$', 'color colour colr'), bool(re.search('(?m)^#+ (.+)$', 'color colour colr')))", lambda: (re.findall('(?m)^#+ (.+)$', 'color colour colr'), bool(re.search('(?m)^#+ (.+)$', 'color colour colr'))))
show("(re.findall('(?m)^#+ (.+)$', 'GET /index POST /api PATCH /x'), bool(re.search('(?m)^#+ (.+)$', 'GET /index POST /api PATCH /x')))", lambda: (re.findall('(?m)^#+ (.+)$', 'GET /index POST /api PATCH /x'), bool(re.search('(?m)^#+ (.+)$', 'GET /index POST /api PATCH /x'))))
show("(re.findall('(?m)^#+ (.+)$', 'mail ann@example.org, bob.smith+x@mail.co.uk'), bool(re.search('(?m)^#+ (.+)$', 'mail ann@example.org, bob.smith+x@mail.co.uk')))", lambda: (re.findall('(?m)^#+ (.+)$', 'mail ann@example.org, bob.smith+x@mail.co.uk'), bool(re.search('(?m)^#+ (.+)$', 'mail ann@example.org, bob.smith+x@mail.co.uk'))))
show("(re.findall('(?m)^#+ (.+)$', 'dates 2024-03-05 and 1999-12-31'), bool(re.search('(?m)^#+ (.+)$', 'dates 2024-03-05 and 1999-12-31')))", lambda: (re.findall('(?m)^#+ (.+)$', 'dates 2024-03-05 and 1999-12-31'), bool(re.search('(?m)^#+ (.+)$', 'dates 2024-03-05 and 1999-12-31'))))
show("(re.findall('(?m)^#+ (.+)$', '#fff #A0b1C2 #12'), bool(re.search('(?m)^#+ (.+)$', '#fff #A0b1C2 #12')))", lambda: (re.findall('(?m)^#+ (.+)$', '#fff #A0b1C2 #12'), bool(re.search('(?m)^#+ (.+)$', '#fff #A0b1C2 #12'))))
show('(re.findall(\'(?m)^#+ (.+)$\', \'say "hi \\\\"there\\\\"" and "bye"\'), bool(re.search(\'(?m)^#+ (.+)$\', \'say "hi \\\\"there\\\\"" and "bye"\')))', lambda: (re.findall('(?m)^#+ (.+)$', 'say "hi \\"there\\"" and "bye"'), bool(re.search('(?m)^#+ (.+)$', 'say "hi \\"there\\"" and "bye"'))))
show("(re.findall('(?m)^#+ (.+)$', 'ip 192.168.0.1 and 10.0.0.256'), bool(re.search('(?m)^#+ (.+)$', 'ip 192.168.0.1 and 10.0.0.256')))", lambda: (re.findall('(?m)^#+ (.+)$', 'ip 192.168.0.1 and 10.0.0.256'), bool(re.search('(?m)^#+ (.+)$', 'ip 192.168.0.1 and 10.0.0.256'))))
show("[m.group(0) for m in re.finditer('(?m)^#+ (.+)$', 'the the cat sat sat down')]", lambda: [m.group(0) for m in re.finditer('(?m)^#+ (.+)$', 'the the cat sat sat down')])
show("[m.group(0) for m in re.finditer('(?m)^#+ (.+)$', 'readable unreadable capable')]", lambda: [m.group(0) for m in re.finditer('(?m)^#+ (.+)$', 'readable unreadable capable')])
show("[m.group(0) for m in re.finditer('(?m)^#+ (.+)$', 'cost $5 and $12.50 not 7')]", lambda: [m.group(0) for m in re.finditer('(?m)^#+ (.+)$', 'cost $5 and $12.50 not 7')])
show("[m.group(0) for m in re.finditer('(?m)^#+ (.+)$', 'Python PYTHON python3')]", lambda: [m.group(0) for m in re.finditer('(?m)^#+ (.+)$', 'Python PYTHON python3')])
show("[m.group(0) for m in re.finditer('(?m)^#+ (.+)$', '# Title\\ntext\\n## Sub\\n')]", lambda: [m.group(0) for m in re.finditer('(?m)^#+ (.+)$', '# Title\ntext\n## Sub\n')])
show("[m.group(0) for m in re.finditer('(?m)^#+ (.+)$', 'a=1;b=two;c=')]", lambda: [m.group(0) for m in re.finditer('(?m)^#+ (.+)$', 'a=1;b=two;c=')])
