"""json.dumps converting int, float, bool and None keys."""

import json

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("json.dumps({1: 'a', 2.5: 'b', True: 'c', None: 'd'})", lambda: json.dumps({1: 'a', 2.5: 'b', True: 'c', None: 'd'}))
show("json.dumps({(1, 2): 'x'})", lambda: json.dumps({(1, 2): 'x'}))
show("json.dumps({(1, 2): 'x'}, skipkeys=True)", lambda: json.dumps({(1, 2): 'x'}, skipkeys=True))
show("json.dumps({'b': 1, 'a': 2}, sort_keys=True)", lambda: json.dumps({'b': 1, 'a': 2}, sort_keys=True))
show("json.dumps({1: 'a', 'b': 2}, sort_keys=True)", lambda: json.dumps({1: 'a', 'b': 2}, sort_keys=True))
