"""The pattern '"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"' (double-quoted strings with escapes) with findall and search over sample texts."""

import re

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(re.findall(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'\'), bool(re.search(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'\')))', lambda: (re.findall('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', ''), bool(re.search('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', ''))))
show('(re.findall(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'cat scattered cat.\'), bool(re.search(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'cat scattered cat.\')))', lambda: (re.findall('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'cat scattered cat.'), bool(re.search('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'cat scattered cat.'))))
show('(re.findall(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'call 555-1234 or 42\'), bool(re.search(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'call 555-1234 or 42\')))', lambda: (re.findall('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'call 555-1234 or 42'), bool(re.search('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'call 555-1234 or 42'))))
show('(re.findall(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'color colour colr\'), bool(re.search(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'color colour colr\')))', lambda: (re.findall('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'color colour colr'), bool(re.search('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'color colour colr'))))
show('(re.findall(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'GET /index POST /api PATCH /x\'), bool(re.search(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'GET /index POST /api PATCH /x\')))', lambda: (re.findall('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'GET /index POST /api PATCH /x'), bool(re.search('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'GET /index POST /api PATCH /x'))))
show('(re.findall(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'mail ann@example.org, bob.smith+x@mail.co.uk\'), bool(re.search(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'mail ann@example.org, bob.smith+x@mail.co.uk\')))', lambda: (re.findall('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'mail ann@example.org, bob.smith+x@mail.co.uk'), bool(re.search('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'mail ann@example.org, bob.smith+x@mail.co.uk'))))
show('(re.findall(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'dates 2024-03-05 and 1999-12-31\'), bool(re.search(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'dates 2024-03-05 and 1999-12-31\')))', lambda: (re.findall('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'dates 2024-03-05 and 1999-12-31'), bool(re.search('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'dates 2024-03-05 and 1999-12-31'))))
show('(re.findall(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'#fff #A0b1C2 #12\'), bool(re.search(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'#fff #A0b1C2 #12\')))', lambda: (re.findall('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', '#fff #A0b1C2 #12'), bool(re.search('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', '#fff #A0b1C2 #12'))))
show('(re.findall(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'say "hi \\\\"there\\\\"" and "bye"\'), bool(re.search(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'say "hi \\\\"there\\\\"" and "bye"\')))', lambda: (re.findall('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'say "hi \\"there\\"" and "bye"'), bool(re.search('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'say "hi \\"there\\"" and "bye"'))))
show('(re.findall(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'ip 192.168.0.1 and 10.0.0.256\'), bool(re.search(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'ip 192.168.0.1 and 10.0.0.256\')))', lambda: (re.findall('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'ip 192.168.0.1 and 10.0.0.256'), bool(re.search('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'ip 192.168.0.1 and 10.0.0.256'))))
show('[m.group(0) for m in re.finditer(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'the the cat sat sat down\')]', lambda: [m.group(0) for m in re.finditer('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'the the cat sat sat down')])
show('[m.group(0) for m in re.finditer(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'readable unreadable capable\')]', lambda: [m.group(0) for m in re.finditer('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'readable unreadable capable')])
show('[m.group(0) for m in re.finditer(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'cost $5 and $12.50 not 7\')]', lambda: [m.group(0) for m in re.finditer('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'cost $5 and $12.50 not 7')])
show('[m.group(0) for m in re.finditer(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'Python PYTHON python3\')]', lambda: [m.group(0) for m in re.finditer('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'Python PYTHON python3')])
show('[m.group(0) for m in re.finditer(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'# Title\\ntext\\n## Sub\\n\')]', lambda: [m.group(0) for m in re.finditer('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', '# Title\ntext\n## Sub\n')])
show('[m.group(0) for m in re.finditer(\'"([^"\\\\\\\\]*(?:\\\\\\\\.[^"\\\\\\\\]*)*)"\', \'a=1;b=two;c=\')]', lambda: [m.group(0) for m in re.finditer('"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"', 'a=1;b=two;c=')])
