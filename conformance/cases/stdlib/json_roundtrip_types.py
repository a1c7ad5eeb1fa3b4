"""json round trips: which Python types come back unchanged."""

import json

v = {'a': [1, 2.5, 'x', None, True, False]}

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('json.loads(json.dumps(v)) == v', lambda: json.loads(json.dumps(v)) == v)
show('json.loads(json.dumps((1, 2)))', lambda: json.loads(json.dumps((1, 2))))
show("json.loads(json.dumps({1: 'a'}))", lambda: json.loads(json.dumps({1: 'a'})))
show('json.loads(json.dumps(1.0))', lambda: json.loads(json.dumps(1.0)))
show('json.loads(json.dumps(10**30))', lambda: json.loads(json.dumps(10**30)))
show("json.loads(json.dumps('é\\n'))", lambda: json.loads(json.dumps('é\n')))
show("json.dumps('é')", lambda: json.dumps('é'))
show("json.dumps('é', ensure_ascii=False)", lambda: json.dumps('é', ensure_ascii=False))
show("json.loads(json.dumps({'a': [None, True]}))", lambda: json.loads(json.dumps({'a': [None, True]})))
show("json.dumps(float('nan'))", lambda: json.dumps(float('nan')))
show("json.dumps(float('inf'), allow_nan=False)", lambda: json.dumps(float('inf'), allow_nan=False))
