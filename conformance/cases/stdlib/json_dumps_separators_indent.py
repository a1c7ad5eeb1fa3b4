"""json.dumps with indent, separators and sort_keys."""

import json

data = {'name': 'widget', 'tags': ['a', 'b'], 'price': 9.5, 'stock': None, 'active': True}

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('json.dumps(data)', lambda: json.dumps(data))
show('json.dumps(data, sort_keys=True)', lambda: json.dumps(data, sort_keys=True))
show("json.dumps(data, separators=(',', ':'))", lambda: json.dumps(data, separators=(',', ':')))
show('print(json.dumps(data, indent=2))', lambda: print(json.dumps(data, indent=2)))
show("print(json.dumps([1, [2]], indent='\\t'))", lambda: print(json.dumps([1, [2]], indent='\t')))
show('json.dumps({}, indent=2)', lambda: json.dumps({}, indent=2))
show('json.dumps([], indent=2)', lambda: json.dumps([], indent=2))
show("print(json.dumps({'a': {}}, indent=0))", lambda: print(json.dumps({'a': {}}, indent=0)))
