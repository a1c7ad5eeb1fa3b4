"""The pattern '(?<=\\$)\\d+(?:\\.\\d\\d)?' (prices after a dollar sign) with findall and search over sample texts."""

import re

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(re.findall('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', ''), bool(re.search('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', '')))", lambda: (re.findall('(?<=\\$)\\d+(?:\\.\\d\\d)?', ''), bool(re.search('(?<=\\$)\\d+(?:\\.\\d\\d)?', ''))))
show("(re.findall('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', 'cat scattered cat.'), bool(re.search('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', 'cat scattered cat.')))", lambda: (re.findall('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'cat scattered cat.'), bool(re.search('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'cat scattered cat.'))))
show("(re.findall('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', 'call 555-1234 or 42'), bool(re.search('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', 'call 555-1234 or 42')))", lambda: (re.findall('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'call 555-1234 or 42'), bool(re.search('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'call 555-1234 or 42'))))
show("(re.findall('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', 'color colour colr'), bool(re.search('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', 'color colour colr')))", lambda: (re.findall('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'color colour colr'), bool(re.search('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'color colour colr'))))
show("(re.findall('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', 'GET /index POST /api PATCH /x'), bool(re.search('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', 'GET /index POST /api PATCH /x')))", lambda: (re.findall('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'GET /index POST /api PATCH /x'), bool(re.search('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'GET /index POST /api PATCH /x'))))
show("(re.findall('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', 'mail ann@example.org, bob.smith+x@mail.co.uk'), bool(re.search('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', 'mail ann@example.org, bob.smith+x@mail.co.uk')))", lambda: (re.findall('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'mail ann@example.org, bob.smith+x@mail.co.uk'), bool(re.search('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'mail ann@example.org, bob.smith+x@mail.co.uk'))))
show("(re.findall('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', 'dates 2024-03-05 and 1999-12-31'), bool(re.search('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', 'dates 2024-03-05 and 1999-12-31')))", lambda: (re.findall('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'dates 2024-03-05 and 1999-12-31'), bool(re.search('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'dates 2024-03-05 and 1999-12-31'))))
show("(re.findall('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', '#fff #A0b1C2 #12'), bool(re.search('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', '#fff #A0b1C2 #12')))", lambda: (re.findall('(?<=\\$)\\d+(?:\\.\\d\\d)?', '#fff #A0b1C2 #12'), bool(re.search('(?<=\\$)\\d+(?:\\.\\d\\d)?', '#fff #A0b1C2 #12'))))
show('(re.findall(\'(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?\', \'say "hi \\\\"there\\\\"" and "bye"\'), bool(re.search(\'(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?\', \'say "hi \\\\"there\\\\"" and "bye"\')))', lambda: (re.findall('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'say "hi \\"there\\"" and "bye"'), bool(re.search('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'say "hi \\"there\\"" and "bye"'))))
show("(re.findall('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', 'ip 192.168.0.1 and 10.0.0.256'), bool(re.search('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', 'ip 192.168.0.1 and 10.0.0.256')))", lambda: (re.findall('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'ip 192.168.0.1 and 10.0.0.256'), bool(re.search('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'ip 192.168.0.1 and 10.0.0.256'))))
show("[m.group(0) for m in re.finditer('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', 'the the cat sat sat down')]", lambda: [m.group(0) for m in re.finditer('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'the the cat sat sat down')])
show("[m.group(0) for m in re.finditer('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', 'readable unreadable capable')]", lambda: [m.group(0) for m in re.finditer('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'readable unreadable capable')])
show("[m.group(0) for m in re.finditer('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', 'cost $5 and $12.50 not 7')]", lambda: [m.group(0) for m in re.finditer('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'cost $5 and $12.50 not 7')])
show("[m.group(0) for m in re.finditer('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', 'Python PYTHON python3')]", lambda: [m.group(0) for m in re.finditer('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'Python PYTHON python3')])
show("[m.group(0) for m in re.finditer('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', '# Title\\ntext\\n## Sub\\n')]", lambda: [m.group(0) for m in re.finditer('(?<=\\$)\\d+(?:\\.\\d\\d)?', '# Title\ntext\n## Sub\n')])
show("[m.group(0) for m in re.finditer('(?<=\\\\$)\\\\d+(?:\\\\.\\\\d\\\\d)?', 'a=1;b=two;c=')]", lambda: [m.group(0) for m in re.finditer('(?<=\\$)\\d+(?:\\.\\d\\d)?', 'a=1;b=two;c=')])
