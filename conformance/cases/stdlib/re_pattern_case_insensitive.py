"""The pattern '(?i)python' (a case-insensitive word) with findall and search over sample texts."""

import re

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(re.findall('(?i)python', ''), bool(re.search('(?i)python', '')))", lambda: (re.findall('(?i)python', ''), bool(re.search('(?i)python', ''))))
show("(re.findall('(?i)python', 'cat scattered cat.'), bool(re.search('(?i)python', 'cat scattered cat.')))", lambda: (re.findall('(?i)python', 'cat scattered cat.'), bool(re.search('(?i)python', 'cat scattered cat.'))))
show("(re.findall('(?i)python', 'call 555-1234 or 42'), bool(re.search('(?i)python', 'call 555-1234 or 42')))", lambda: (re.findall('(?i)python', 'call 555-1234 or 42'), bool(re.search('(?i)python', 'call 555-1234 or 42'))))
show("(re.findall('(?i)python', 'color colour colr'), bool(re.search('(?i)python', 'color colour colr')))", lambda: (re.findall('(?i)python', 'color colour colr'), bool(re.search('(?i)python', 'color colour colr'))))
show("(re.findall('(?i)python', 'GET /index POST /api PATCH /x'), bool(re.search('(?i)python', 'GET /index POST /api PATCH /x')))", lambda: (re.findall('(?i)python', 'GET /index POST /api PATCH /x'), bool(re.search('(?i)python', 'GET /index POST /api PATCH /x'))))
show("(re.findall('(?i)python', 'mail ann@example.org, bob.smith+x@mail.co.uk'), bool(re.search('(?i)python', 'mail ann@example.org, bob.smith+x@mail.co.uk')))", lambda: (re.findall('(?i)python', 'mail ann@example.org, bob.smith+x@mail.co.uk'), bool(re.search('(?i)python', 'mail ann@example.org, bob.smith+x@mail.co.uk'))))
show("(re.findall('(?i)python', 'dates 2024-03-05 and 1999-12-31'), bool(re.search('(?i)python', 'dates 2024-03-05 and 1999-12-31')))", lambda: (re.findall('(?i)python', 'dates 2024-03-05 and 1999-12-31'), bool(re.search('(?i)python', 'dates 2024-03-05 and 1999-12-31'))))
show("(re.findall('(?i)python', '#fff #A0b1C2 #12'), bool(re.search('(?i)python', '#fff #A0b1C2 #12')))", lambda: (re.findall('(?i)python', '#fff #A0b1C2 #12'), bool(re.search('(?i)python', '#fff #A0b1C2 #12'))))
show('(re.findall(\'(?i)python\', \'say "hi \\\\"there\\\\"" and "bye"\'), bool(re.search(\'(?i)python\', \'say "hi \\\\"there\\\\"" and "bye"\')))', lambda: (re.findall('(?i)python', 'say "hi \\"there\\"" and "bye"'), bool(re.search('(?i)python', 'say "hi \\"there\\"" and "bye"'))))
show("(re.findall('(?i)python', 'ip 192.168.0.1 and 10.0.0.256'), bool(re.search('(?i)python', 'ip 192.168.0.1 and 10.0.0.256')))", lambda: (re.findall('(?i)python', 'ip 192.168.0.1 and 10.0.0.256'), bool(re.search('(?i)python', 'ip 192.168.0.1 and 10.0.0.256'))))
show("[m.group(0) for m in re.finditer('(?i)python', 'the the cat sat sat down')]", lambda: [m.group(0) for m in re.finditer('(?i)python', 'the the cat sat sat down')])
show("[m.group(0) for m in re.finditer('(?i)python', 'readable unreadable capable')]", lambda: [m.group(0) for m in re.finditer('(?i)python', 'readable unreadable capable')])
show("[m.group(0) for m in re.finditer('(?i)python', 'cost $5 and $12.50 not 7')]", lambda: [m.group(0) for m in re.finditer('(?i)python', 'cost $5 and $12.50 not 7')])
show("[m.group(0) for m in re.finditer('(?i)python', 'Python PYTHON python3')]", lambda: [m.group(0) for m in re.finditer('(?i)python', 'Python PYTHON python3')])
show("[m.group(0) for m in re.finditer('(?i)python', '# Title\\ntext\\n## Sub\\n')]", lambda: [m.group(0) for m in re.finditer('(?i)python', '# Title\ntext\n## Sub\n')])
show("[m.group(0) for m in re.finditer('(?i)python', 'a=1;b=two;c=')]", lambda: [m.group(0) for m in re.finditer('(?i)python', 'a=1;b=two;c=')])
