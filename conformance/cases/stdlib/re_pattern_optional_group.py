"""The pattern 'colou?r' (an optional character) with findall and search over sample texts."""

import re

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(re.findall('colou?r', ''), bool(re.search('colou?r', '')))", lambda: (re.findall('colou?r', ''), bool(re.search('colou?r', ''))))
show("(re.findall('colou?r', 'cat scattered cat.'), bool(re.search('colou?r', 'cat scattered cat.')))", lambda: (re.findall('colou?r', 'cat scattered cat.'), bool(re.search('colou?r', 'cat scattered cat.'))))
show("(re.findall('colou?r', 'call 555-1234 or 42'), bool(re.search('colou?r', 'call 555-1234 or 42')))", lambda: (re.findall('colou?r', 'call 555-1234 or 42'), bool(re.search('colou?r', 'call 555-1234 or 42'))))
show("(re.findall('colou?r', 'color colour colr'), bool(re.search('colou?r', 'color colour colr')))", lambda: (re.findall('colou?r', 'color colour colr'), bool(re.search('colou?r', 'color colour colr'))))
show("(re.findall('colou?r', 'GET /index POST /api PATCH /x'), bool(re.search('colou?r', 'GET /index POST /api PATCH /x')))", lambda: (re.findall('colou?r', 'GET /index POST /api PATCH /x'), bool(re.search('colou?r', 'GET /index POST /api PATCH /x'))))
show("(re.findall('colou?r', 'mail ann@example.org, bob.smith+x@mail.co.uk'), bool(re.search('colou?r', 'mail ann@example.org, bob.smith+x@mail.co.uk')))", lambda: (re.findall('colou?r', 'mail ann@example.org, bob.smith+x@mail.co.uk'), bool(re.search('colou?r', 'mail ann@example.org, bob.smith+x@mail.co.uk'))))
show("(re.findall('colou?r', 'dates 2024-03-05 and 1999-12-31'), bool(re.search('colou?r', 'dates 2024-03-05 and 1999-12-31')))", lambda: (re.findall('colou?r', 'dates 2024-03-05 and 1999-12-31'), bool(re.search('colou?r', 'dates 2024-03-05 and 1999-12-31'))))
show("(re.findall('colou?r', '#fff #A0b1C2 #12'), bool(re.search('colou?r', '#fff #A0b1C2 #12')))", lambda: (re.findall('colou?r', '#fff #A0b1C2 #12'), bool(re.search('colou?r', '#fff #A0b1C2 #12'))))
show('(re.findall(\'colou?r\', \'say "hi \\\\"there\\\\"" and "bye"\'), bool(re.search(\'colou?r\', \'say "hi \\\\"there\\\\"" and "bye"\')))', lambda: (re.findall('colou?r', 'say "hi \\"there\\"" and "bye"'), bool(re.search('colou?r', 'say "hi \\"there\\"" and "bye"'))))
show("(re.findall('colou?r', 'ip 192.168.0.1 and 10.0.0.256'), bool(re.search('colou?r', 'ip 192.168.0.1 and 10.0.0.256')))", lambda: (re.findall('colou?r', 'ip 192.168.0.1 and 10.0.0.256'), bool(re.search('colou?r', 'ip 192.168.0.1 and 10.0.0.256'))))
show("[m.group(0) for m in re.finditer('colou?r', 'the the cat sat sat down')]", lambda: [m.group(0) for m in re.finditer('colou?r', 'the the cat sat sat down')])
show("[m.group(0) for m in re.finditer('colou?r', 'readable unreadable capable')]", lambda: [m.group(0) for m in re.finditer('colou?r', 'readable unreadable capable')])
show("[m.group(0) for m in re.finditer('colou?r', 'cost $5 and $12.50 not 7')]", lambda: [m.group(0) for m in re.finditer('colou?r', 'cost $5 and $12.50 not 7')])
show("[m.group(0) for m in re.finditer('colou?r', 'Python PYTHON python3')]", lambda: [m.group(0) for m in re.finditer('colou?r', 'Python PYTHON python3')])
show("[m.group(0) for m in re.finditer('colou?r', '# Title\\ntext\\n## Sub\\n')]", lambda: [m.group(0) for m in re.finditer('colou?r', '# Title\ntext\n## Sub\n')])
show("[m.group(0) for m in re.finditer('colou?r', 'a=1;b=two;c=')]", lambda: [m.group(0) for m in re.finditer('colou?r', 'a=1;b=two;c=')])
