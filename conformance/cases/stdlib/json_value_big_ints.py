"""json.dumps and loads of big ints, compact, indented and round-tripped."""

import json

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('json.dumps([2**63, -(2**64), 10**30])', lambda: json.dumps([2**63, -(2**64), 10**30]))
show("json.dumps([2**63, -(2**64), 10**30], separators=(',', ':'))", lambda: json.dumps([2**63, -(2**64), 10**30], separators=(',', ':')))
show('json.loads(json.dumps([2**63, -(2**64), 10**30]))', lambda: json.loads(json.dumps([2**63, -(2**64), 10**30])))
show('json.loads(json.dumps([2**63, -(2**64), 10**30])) == [2**63, -(2**64), 10**30]', lambda: json.loads(json.dumps([2**63, -(2**64), 10**30])) == [2**63, -(2**64), 10**30])
show('len(json.dumps([2**63, -(2**64), 10**30], indent=2).splitlines())', lambda: len(json.dumps([2**63, -(2**64), 10**30], indent=2).splitlines()))
show('json.dumps([2**63, -(2**64), 10**30], ensure_ascii=False)', lambda: json.dumps([2**63, -(2**64), 10**30], ensure_ascii=False))
