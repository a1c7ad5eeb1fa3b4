"""json.dumps and loads of bool none mix, compact, indented and round-tripped."""

import json

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("json.dumps({'t': True, 'f': False, 'n': None, 'zero': 0})", lambda: json.dumps({'t': True, 'f': False, 'n': None, 'zero': 0}))
show("json.dumps({'t': True, 'f': False, 'n': None, 'zero': 0}, separators=(',', ':'))", lambda: json.dumps({'t': True, 'f': False, 'n': None, 'zero': 0}, separators=(',', ':')))
show("json.loads(json.dumps({'t': True, 'f': False, 'n': None, 'zero': 0}))", lambda: json.loads(json.dumps({'t': True, 'f': False, 'n': None, 'zero': 0})))
show("json.loads(json.dumps({'t': True, 'f': False, 'n': None, 'zero': 0})) == {'t': True, 'f': False, 'n': None, 'zero': 0}", lambda: json.loads(json.dumps({'t': True, 'f': False, 'n': None, 'zero': 0})) == {'t': True, 'f': False, 'n': None, 'zero': 0})
show("len(json.dumps({'t': True, 'f': False, 'n': None, 'zero': 0}, indent=2).splitlines())", lambda: len(json.dumps({'t': True, 'f': False, 'n': None, 'zero': 0}, indent=2).splitlines()))
show("json.dumps({'t': True, 'f': False, 'n': None, 'zero': 0}, ensure_ascii=False)", lambda: json.dumps({'t': True, 'f': False, 'n': None, 'zero': 0}, ensure_ascii=False))
