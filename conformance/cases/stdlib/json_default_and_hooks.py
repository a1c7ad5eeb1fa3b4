"""json.dumps default= and json.loads object_hook and parse_float."""

import json


class Stamp:
    def __init__(self, t):
        self.t = t

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("json.dumps({'when': Stamp(5)}, default=lambda o: {'stamp': o.t})", lambda: json.dumps({'when': Stamp(5)}, default=lambda o: {'stamp': o.t}))
show('json.dumps(Stamp(1))', lambda: json.dumps(Stamp(1)))
show('json.loads(\'{"a": {"b": 1}}\', object_hook=lambda d: sorted(d))', lambda: json.loads('{"a": {"b": 1}}', object_hook=lambda d: sorted(d)))
show("json.loads('[1.5, 2]', parse_float=str)", lambda: json.loads('[1.5, 2]', parse_float=str))
show("json.loads('[1, 2]', parse_int=float)", lambda: json.loads('[1, 2]', parse_int=float))
show('json.loads(\'{"a": 1, "a": 2}\')', lambda: json.loads('{"a": 1, "a": 2}'))
show('json.loads(\'[["k", 1]]\', object_pairs_hook=dict)', lambda: json.loads('[["k", 1]]', object_pairs_hook=dict))
show("json.dumps({'s': {1, 2}}, default=sorted)", lambda: json.dumps({'s': {1, 2}}, default=sorted))
