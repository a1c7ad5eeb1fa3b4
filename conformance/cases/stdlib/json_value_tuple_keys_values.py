"""json.dumps and loads of tuple keys values, compact, indented and round-tripped."""

import json

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("json.dumps({'pair': (1, 2), 'nested': [(3, (4, 5))]})", lambda: json.dumps({'pair': (1, 2), 'nested': [(3, (4, 5))]}))
show("json.dumps({'pair': (1, 2), 'nested': [(3, (4, 5))]}, separators=(',', ':'))", lambda: json.dumps({'pair': (1, 2), 'nested': [(3, (4, 5))]}, separators=(',', ':')))
show("json.loads(json.dumps({'pair': (1, 2), 'nested': [(3, (4, 5))]}))", lambda: json.loads(json.dumps({'pair': (1, 2), 'nested': [(3, (4, 5))]})))
show("json.loads(json.dumps({'pair': (1, 2), 'nested': [(3, (4, 5))]})) == {'pair': (1, 2), 'nested': [(3, (4, 5))]}", lambda: json.loads(json.dumps({'pair': (1, 2), 'nested': [(3, (4, 5))]})) == {'pair': (1, 2), 'nested': [(3, (4, 5))]})
show("len(json.dumps({'pair': (1, 2), 'nested': [(3, (4, 5))]}, indent=2).splitlines())", lambda: len(json.dumps({'pair': (1, 2), 'nested': [(3, (4, 5))]}, indent=2).splitlines()))
show("json.dumps({'pair': (1, 2), 'nested': [(3, (4, 5))]}, ensure_ascii=False)", lambda: json.dumps({'pair': (1, 2), 'nested': [(3, (4, 5))]}, ensure_ascii=False))
