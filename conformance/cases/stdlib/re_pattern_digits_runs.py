"""The pattern '\\d+' (runs of digits) with findall and search over sample texts."""

import re

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(re.findall('\\\\d+', ''), bool(re.search('\\\\d+', '')))", lambda: (re.findall('\\d+', ''), bool(re.search('\\d+', ''))))
show("(re.findall('\\\\d+', 'cat scattered cat.'), bool(re.search('\\\\d+', 'cat scattered cat.')))", lambda: (re.findall('\\d+', 'cat scattered cat.'), bool(re.search('\\d+', 'cat scattered cat.'))))
show("(re.findall('\\\\d+', 'call 555-1234 or 42'), bool(re.search('\\\\d+', 'call 555-1234 or 42')))", lambda: (re.findall('\\d+', 'call 555-1234 or 42'), bool(re.search('\\d+', 'call 555-1234 or 42'))))
show("(re.findall('\\\\d+', 'color colour colr'), bool(re.search('\\\\d+', 'color colour colr')))", lambda: (re.findall('\\d+', 'color colour colr'), bool(re.search('\\d+', 'color colour colr'))))
show("(re.findall('\\\\d+', 'GET /index POST /api PATCH /x'), bool(re.search('\\\\d+', 'GET /index POST /api PATCH /x')))", lambda: (re.findall('\\d+', 'GET /index POST /api PATCH /x'), bool(re.search('\\d+', 'GET /index POST /api PATCH /x'))))
show("(re.findall('\\\\d+', 'mail ann@example.org, bob.smith+x@mail.co.uk'), bool(re.search('\\\\d+', 'mail ann@example.org, bob.smith+x@mail.co.uk')))", lambda: (re.findall('\\d+', 'mail ann@example.org, bob.smith+x@mail.co.uk'), bool(re.search('\\d+', 'mail ann@example.org, bob.smith+x@mail.co.uk'))))
show("(re.findall('\\\\d+', 'dates 2024-03-05 and 1999-12-31'), bool(re.search('\\\\d+', 'dates 2024-03-05 and 1999-12-31')))", lambda: (re.findall('\\d+', 'dates 2024-03-05 and 1999-12-31'), bool(re.search('\\d+', 'dates 2024-03-05 and 1999-12-31'))))
show("(re.findall('\\\\d+', '#fff #A0b1C2 #12'), bool(re.search('\\\\d+', '#fff #A0b1C2 #12')))", lambda: (re.findall('\\d+', '#fff #A0b1C2 #12'), bool(re.search('\\d+', '#fff #A0b1C2 #12'))))
show('(re.findall(\'\\\\d+\', \'say "hi \\\\"there\\\\"" and "bye"\'), bool(re.search(\'\\\\d+\', \'say "hi \\\\"there\\\\"" and "bye"\')))', lambda: (re.findall('\\d+', 'say "hi \\"there\\"" and "bye"'), bool(re.search('\\d+', 'say "hi \\"there\\"" and "bye"'))))
show("(re.findall('\\\\d+', 'ip 192.168.0.1 and 10.0.0.256'), bool(re.search('\\\\d+', 'ip 192.168.0.1 and 10.0.0.256')))", lambda: (re.findall('\\d+', 'ip 192.168.0.1 and 10.0.0.256'), bool(re.search('\\d+', 'ip 192.168.0.1 and 10.0.0.256'))))
show("[m.group(0) for m in re.finditer('\\\\d+', 'the the cat sat sat down')]", lambda: [m.group(0) for m in re.finditer('\\d+', 'the the cat sat sat down')])
show("[m.group(0) for m in re.finditer('\\\\d+', 'readable unreadable capable')]", lambda: [m.group(0) for m in re.finditer('\\d+', 'readable unreadable capable')])
show("[m.group(0) for m in re.finditer('\\\\d+', 'cost $5 and $12.50 not 7')]", lambda: [m.group(0) for m in re.finditer('\\d+', 'cost $5 and $12.50 not 7')])
show("[m.group(0) for m in re.finditer('\\\\d+', 'Python PYTHON python3')]", lambda: [m.group(0) for m in re.finditer('\\d+', 'Python PYTHON python3')])
show("[m.group(0) for m in re.finditer('\\\\d+', '# Title\\ntext\\n## Sub\\n')]", lambda: [m.group(0) for m in re.finditer('\\d+', '# Title\ntext\n## Sub\n')])
show("[m.group(0) for m in re.finditer('\\\\d+', 'a=1;b=two;c=')]", lambda: [m.group(0) for m in re.finditer('\\d+', 'a=1;b=two;c=')])
