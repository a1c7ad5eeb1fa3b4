"""The pattern '(?P<key>\\w+)=(?P<value>[^;]*)' (key=value pairs with named groups) with findall and search over sample texts."""

import re

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(re.findall('(?P<key>\\\\w+)=(?P<value>[^;]*)', ''), bool(re.search('(?P<key>\\\\w+)=(?P<value>[^;]*)', '')))", lambda: (re.findall('(?P<key>\\w+)=(?P<value>[^;]*)', ''), bool(re.search('(?P<key>\\w+)=(?P<value>[^;]*)', ''))))
show("(re.findall('(?P<key>\\\\w+)=(?P<value>[^;]*)', 'cat scattered cat.'), bool(re.search('(?P<key>\\\\w+)=(?P<value>[^;]*)', 'cat scattered cat.')))", lambda: (re.findall('(?P<key>\\w+)=(?P<value>[^;]*)', 'cat scattered cat.'), bool(re.search('(?P<key>\\w+)=(?P<value>[^;]*)', 'cat scattered cat.'))))
show("(re.findall('(?P<key>\\\\w+)=(?P<value>[^;]*)', 'call 555-1234 or 42'), bool(re.search('(?P<key>\\\\w+)=(?P<value>[^;]*)', 'call 555-1234 or 42')))", lambda: (re.findall('(?P<key>\\w+)=(?P<value>[^;]*)', 'call 555-1234 or 42'), bool(re.search('(?P<key>\\w+)=(?P<value>[^;]*)', 'call 555-1234 or 42'))))
show("(re.findall('(?P<key>\\\\w+)=(?P<value>[^;]*)', 'color colour colr'), bool(re.search('(?P<key>\\\\w+)=(?P<value>[^;]*)', 'color colour colr')))", lambda: (re.findall('(?P<key>\\w+)=(?P<value>[^;]*)', 'color colour colr'), bool(re.search('(?P<key>\\w+)=(?P<value>[^;]*)', 'color colour colr'))))
show("(re.findall('(?P<key>\\\\w+)=(?P<value>[^;]*)', 'GET /index POST /api PATCH /x'), bool(re.search('(?P<key>\\\\w+)=(?P<value>[^;]*)', 'GET /index POST /api PATCH /x')))", lambda: (re.findall('(?P<key>\\w+)=(?P<value>[^;]*)', 'GET /index POST /api PATCH /x'), bool(re.search('(?P<key>\\w+)=(?P<value>[^;]*)', 'GET /index POST /api PATCH /x'))))
show("(re.findall('(?P<key>\\\\w+)=(?P<value>[^;]*)', 'mail ann@example.org, bob.smith+x@mail.co.uk'), bool(re.search('(?P<key>\\\\w+)=(?P<value>[^;]*)', 'mail ann@example.org, bob.smith+x@mail.co.uk')))", lambda: (re.findall('(?P<key>\\w+)=(?P<value>[^;]*)', 'mail ann@example.org, bob.smith+x@mail.co.uk'), bool(re.search('(?P<key>\\w+)=(?P<value>[^;]*)', 'mail ann@example.org, bob.smith+x@mail.co.uk'))))
show("(re.findall('(?P<key>\\\\w+)=(?P<value>[^;]*)', 'dates 2024-03-05 and 1999-12-31'), bool(re.search('(?P<key>\\\\w+)=(?P<value>[^;]*)', 'dates 2024-03-05 and 1999-12-31')))", lambda: (re.findall('(?P<key>\\w+)=(?P<value>[^;]*)', 'dates 2024-03-05 and 1999-12-31'), bool(re.search('(?P<key>\\w+)=(?P<value>[^;]*)', 'dates 2024-03-05 and 1999-12-31'))))
show("(re.findall('(?P<key>\\\\w+)=(?P<value>[^;]*)', '#fff #A0b1C2 #12'), bool(re.search('(?P<key>\\\\w+)=(?P<value>[^;]*)', '#fff #A0b1C2 #12')))", lambda: (re.findall('(?P<key>\\w+)=(?P<value>[^;]*)', '#fff #A0b1C2 #12'), bool(re.search('(?P<key>\\w+)=(?P<value>[^;]*)', '#fff #A0b1C2 #12'))))
show('(re.findall(\'(?P<key>\\\\w+)=(?P<value>[^;]*)\', \'say "hi \\\\"there\\\\"" and "bye"\'), bool(re.search(\'(?P<key>\\\\w+)=(?P<value>[^;]*)\', \'say "hi \\\\"there\\\\"" and "bye"\')))', lambda: (re.findall('(?P<key>\\w+)=(?P<value>[^;]*)', 'say "hi \\"there\\"" and "bye"'), bool(re.search('(?P<key>\\w+)=(?P<value>[^;]*)', 'say "hi \\"there\\"" and "bye"'))))
show("(re.findall('(?P<key>\\\\w+)=(?P<value>[^;]*)', 'ip 192.168.0.1 and 10.0.0.256'), bool(re.search('(?P<key>\\\\w+)=(?P<value>[^;]*)', 'ip 192.168.0.1 and 10.0.0.256')))", lambda: (re.findall('(?P<key>\\w+)=(?P<value>[^;]*)', 'ip 192.168.0.1 and 10.0.0.256'), bool(re.search('(?P<key>\\w+)=(?P<value>[^;]*)', 'ip 192.168.0.1 and 10.0.0.256'))))
show("[m.group(0) for m in re.finditer('(?P<key>\\\\w+)=(?P<value>[^;]*)', 'the the cat sat sat down')]", lambda: [m.group(0) for m in re.finditer('(?P<key>\\w+)=(?P<value>[^;]*)', 'the the cat sat sat down')])
show("[m.group(0) for m in re.finditer('(?P<key>\\\\w+)=(?P<value>[^;]*)', 'readable unreadable capable')]", lambda: [m.group(0) for m in re.finditer('(?P<key>\\w+)=(?P<value>[^;]*)', 'readable unreadable capable')])
show("[m.group(0) for m in re.finditer('(?P<key>\\\\w+)=(?P<value>[^;]*)', 'cost $5 and $12.50 not 7')]", lambda: [m.group(0) for m in re.finditer('(?P<key>\\w+)=(?P<value>[^;]*)', 'cost $5 and $12.50 not 7')])
show("[m.group(0) for m in re.finditer('(?P<key>\\\\w+)=(?P<value>[^;]*)', 'Python PYTHON python3')]", lambda: [m.group(0) for m in re.finditer('(?P<key>\\w+)=(?P<value>[^;]*)', 'Python PYTHON python3')])
show("[m.group(0) for m in re.finditer('(?P<key>\\\\w+)=(?P<value>[^;]*)', '# Title\\ntext\\n## Sub\\n')]", lambda: [m.group(0) for m in re.finditer('(?P<key>\\w+)=(?P<value>[^;]*)', '# Title\ntext\n## Sub\n')])
show("[m.group(0) for m in re.finditer('(?P<key>\\\\w+)=(?P<value>[^;]*)', 'a=1;b=two;c=')]", lambda: [m.group(0) for m in re.finditer('(?P<key>\\w+)=(?P<value>[^;]*)', 'a=1;b=two;c=')])
