"""The pattern '(\\d{4})-(\\d{2})-(\\d{2})' (ISO dates with groups) with findall and search over sample texts."""

import re

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(re.findall('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', ''), bool(re.search('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', '')))", lambda: (re.findall('(\\d{4})-(\\d{2})-(\\d{2})', ''), bool(re.search('(\\d{4})-(\\d{2})-(\\d{2})', ''))))
show("(re.findall('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', 'cat scattered cat.'), bool(re.search('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', 'cat scattered cat.')))", lambda: (re.findall('(\\d{4})-(\\d{2})-(\\d{2})', 'cat scattered cat.'), bool(re.search('(\\d{4})-(\\d{2})-(\\d{2})', 'cat scattered cat.'))))
show("(re.findall('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', 'call 555-1234 or 42'), bool(re.search('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', 'call 555-1234 or 42')))", lambda: (re.findall('(\\d{4})-(\\d{2})-(\\d{2})', 'call 555-1234 or 42'), bool(re.search('(\\d{4})-(\\d{2})-(\\d{2})', 'call 555-1234 or 42'))))
show("(re.findall('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', 'color colour colr'), bool(re.search('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', 'color colour colr')))", lambda: (re.findall('(\\d{4})-(\\d{2})-(\\d{2})', 'color colour colr'), bool(re.search('(\\d{4})-(\\d{2})-(\\d{2})', 'color colour colr'))))
show("(re.findall('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', 'GET /index POST /api PATCH /x'), bool(re.search('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', 'GET /index POST /api PATCH /x')))", lambda: (re.findall('(\\d{4})-(\\d{2})-(\\d{2})', 'GET /index POST /api PATCH /x'), bool(re.search('(\\d{4})-(\\d{2})-(\\d{2})', 'GET /index POST /api PATCH /x'))))
show("(re.findall('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', 'mail ann@example.org, bob.smith+x@mail.co.uk'), bool(re.search('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', 'mail ann@example.org, bob.smith+x@mail.co.uk')))", lambda: (re.findall('(\\d{4})-(\\d{2})-(\\d{2})', 'mail ann@example.org, bob.smith+x@mail.co.uk'), bool(re.search('(\\d{4})-(\\d{2})-(\\d{2})', 'mail ann@example.org, bob.smith+x@mail.co.uk'))))
show("(re.findall('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', 'dates 2024-03-05 and 1999-12-31'), bool(re.search('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', 'dates 2024-03-05 and 1999-12-31')))", lambda: (re.findall('(\\d{4})-(\\d{2})-(\\d{2})', 'dates 2024-03-05 and 1999-12-31'), bool(re.search('(\\d{4})-(\\d{2})-(\\d{2})', 'dates 2024-03-05 and 1999-12-31'))))
show("(re.findall('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', '#fff #A0b1C2 #12'), bool(re.search('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', '#fff #A0b1C2 #12')))", lambda: (re.findall('(\\d{4})-(\\d{2})-(\\d{2})', '#fff #A0b1C2 #12'), bool(re.search('(\\d{4})-(\\d{2})-(\\d{2})', '#fff #A0b1C2 #12'))))
show('(re.findall(\'(\\\\d{4})-(\\\\d{2})-(\\\\d{2})\', \'say "hi \\\\"there\\\\"" and "bye"\'), bool(re.search(\'(\\\\d{4})-(\\\\d{2})-(\\\\d{2})\', \'say "hi \\\\"there\\\\"" and "bye"\')))', lambda: (re.findall('(\\d{4})-(\\d{2})-(\\d{2})', 'say "hi \\"there\\"" and "bye"'), bool(re.search('(\\d{4})-(\\d{2})-(\\d{2})', 'say "hi \\"there\\"" and "bye"'))))
show("(re.findall('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', 'ip 192.168.0.1 and 10.0.0.256'), bool(re.search('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', 'ip 192.168.0.1 and 10.0.0.256')))", lambda: (re.findall('(\\d{4})-(\\d{2})-(\\d{2})', 'ip 192.168.0.1 and 10.0.0.256'), bool(re.search('(\\d{4})-(\\d{2})-(\\d{2})', 'ip 192.168.0.1 and 10.0.0.256'))))
show("[m.group(0) for m in re.finditer('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', 'the the cat sat sat down')]", lambda: [m.group(0) for m in re.finditer('(\\d{4})-(\\d{2})-(\\d{2})', 'the the cat sat sat down')])
show("[m.group(0) for m in re.finditer('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', 'readable unreadable capable')]", lambda: [m.group(0) for m in re.finditer('(\\d{4})-(\\d{2})-(\\d{2})', 'readable unreadable capable')])
show("[m.group(0) for m in re.finditer('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', 'cost $5 and $12.50 not 7')]", lambda: [m.group(0) for m in re.finditer('(\\d{4})-(\\d{2})-(\\d{2})', 'cost $5 and $12.50 not 7')])
show("[m.group(0) for m in re.finditer('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', 'Python PYTHON python3')]", lambda: [m.group(0) for m in re.finditer('(\\d{4})-(\\d{2})-(\\d{2})', 'Python PYTHON python3')])
show("[m.group(0) for m in re.finditer('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', '# Title\\ntext\\n## Sub\\n')]", lambda: [m.group(0) for m in re.finditer('(\\d{4})-(\\d{2})-(\\d{2})', '# Title\ntext\n## Sub\n')])
show("[m.group(0) for m in re.finditer('(\\\\d{4})-(\\\\d{2})-(\\\\d{2})', 'a=1;b=two;c=')]", lambda: [m.group(0) for m in re.finditer('(\\d{4})-(\\d{2})-(\\d{2})', 'a=1;b=two;c=')])
