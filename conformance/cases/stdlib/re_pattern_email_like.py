"""The pattern '[\\w.+-]+@[\\w-]+\\.[\\w.]+' (email-like addresses) with findall and search over sample texts."""

import re

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(re.findall('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', ''), bool(re.search('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', '')))", lambda: (re.findall('[\\w.+-]+@[\\w-]+\\.[\\w.]+', ''), bool(re.search('[\\w.+-]+@[\\w-]+\\.[\\w.]+', ''))))
show("(re.findall('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', 'cat scattered cat.'), bool(re.search('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', 'cat scattered cat.')))", lambda: (re.findall('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'cat scattered cat.'), bool(re.search('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'cat scattered cat.'))))
show("(re.findall('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', 'call 555-1234 or 42'), bool(re.search('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', 'call 555-1234 or 42')))", lambda: (re.findall('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'call 555-1234 or 42'), bool(re.search('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'call 555-1234 or 42'))))
show("(re.findall('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', 'color colour colr'), bool(re.search('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', 'color colour colr')))", lambda: (re.findall('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'color colour colr'), bool(re.search('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'color colour colr'))))
show("(re.findall('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', 'GET /index POST /api PATCH /x'), bool(re.search('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', 'GET /index POST /api PATCH /x')))", lambda: (re.findall('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'GET /index POST /api PATCH /x'), bool(re.search('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'GET /index POST /api PATCH /x'))))
show("(re.findall('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', 'mail ann@example.org, bob.smith+x@mail.co.uk'), bool(re.search('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', 'mail ann@example.org, bob.smith+x@mail.co.uk')))", lambda: (re.findall('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'mail ann@example.org, bob.smith+x@mail.co.uk'), bool(re.search('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'mail ann@example.org, bob.smith+x@mail.co.uk'))))
show("(re.findall('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', 'dates 2024-03-05 and 1999-12-31'), bool(re.search('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', 'dates 2024-03-05 and 1999-12-31')))", lambda: (re.findall('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'dates 2024-03-05 and 1999-12-31'), bool(re.search('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'dates 2024-03-05 and 1999-12-31'))))
show("(re.findall('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', '#fff #A0b1C2 #12'), bool(re.search('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', '#fff #A0b1C2 #12')))", lambda: (re.findall('[\\w.+-]+@[\\w-]+\\.[\\w.]+', '#fff #A0b1C2 #12'), bool(re.search('[\\w.+-]+@[\\w-]+\\.[\\w.]+', '#fff #A0b1C2 #12'))))
show('(re.findall(\'[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+\', \'say "hi \\\\"there\\\\"" and "bye"\'), bool(re.search(\'[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+\', \'say "hi \\\\"there\\\\"" and "bye"\')))', lambda: (re.findall('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'say "hi \\"there\\"" and "bye"'), bool(re.search('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'say "hi \\"there\\"" and "bye"'))))
show("(re.findall('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', 'ip 192.168.0.1 and 10.0.0.256'), bool(re.search('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', 'ip 192.168.0.1 and 10.0.0.256')))", lambda: (re.findall('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'ip 192.168.0.1 and 10.0.0.256'), bool(re.search('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'ip 192.168.0.1 and 10.0.0.256'))))
show("[m.group(0) for m in re.finditer('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', 'the the cat sat sat down')]", lambda: [m.group(0) for m in re.finditer('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'the the cat sat sat down')])
show("[m.group(0) for m in re.finditer('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', 'readable unreadable capable')]", lambda: [m.group(0) for m in re.finditer('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'readable unreadable capable')])
show("[m.group(0) for m in re.finditer('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', 'cost $5 and $12.50 not 7')]", lambda: [m.group(0) for m in re.finditer('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'cost $5 and $12.50 not 7')])
show("[m.group(0) for m in re.finditer('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', 'Python PYTHON python3')]", lambda: [m.group(0) for m in re.finditer('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'Python PYTHON python3')])
show("[m.group(0) for m in re.finditer('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', '# Title\\ntext\\n## Sub\\n')]", lambda: [m.group(0) for m in re.finditer('[\\w.+-]+@[\\w-]+\\.[\\w.]+', '# Title\ntext\n## Sub\n')])
show("[m.group(0) for m in re.finditer('[\\\\w.+-]+@[\\\\w-]+\\\\.[\\\\w.]+', 'a=1;b=two;c=')]", lambda: [m.group(0) for m in re.finditer('[\\w.+-]+@[\\w-]+\\.[\\w.]+', 'a=1;b=two;c=')])
