"""json.dumps and loads of float edges, compact, indented and round-tripped."""

import json

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('json.dumps([0.1, -0.0, 1e300, 5e-324, 1.0, 123456789.125])', lambda: json.dumps([0.1, -0.0, 1e300, 5e-324, 1.0, 123456789.125]))
show("json.dumps([0.1, -0.0, 1e300, 5e-324, 1.0, 123456789.125], separators=(',', ':'))", lambda: json.dumps([0.1, -0.0, 1e300, 5e-324, 1.0, 123456789.125], separators=(',', ':')))
show('json.loads(json.dumps([0.1, -0.0, 1e300, 5e-324, 1.0, 123456789.125]))', lambda: json.loads(json.dumps([0.1, -0.0, 1e300, 5e-324, 1.0, 123456789.125])))
show('json.loads(json.dumps([0.1, -0.0, 1e300, 5e-324, 1.0, 123456789.125])) == [0.1, -0.0, 1e300, 5e-324, 1.0, 123456789.125]', lambda: json.loads(json.dumps([0.1, -0.0, 1e300, 5e-324, 1.0, 123456789.125])) == [0.1, -0.0, 1e300, 5e-324, 1.0, 123456789.125])
show('len(json.dumps([0.1, -0.0, 1e300, 5e-324, 1.0, 123456789.125], indent=2).splitlines())', lambda: len(json.dumps([0.1, -0.0, 1e300, 5e-324, 1.0, 123456789.125], indent=2).splitlines()))
show('json.dumps([0.1, -0.0, 1e300, 5e-324, 1.0, 123456789.125], ensure_ascii=False)', lambda: json.dumps([0.1, -0.0, 1e300, 5e-324, 1.0, 123456789.125], ensure_ascii=False))
