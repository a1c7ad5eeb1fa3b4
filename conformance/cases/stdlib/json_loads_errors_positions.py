"""json.loads errors name the problem, line and column."""

import json

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('json.loads(\'{"a": 1,}\')', lambda: json.loads('{"a": 1,}'))
show("json.loads('[1, 2')", lambda: json.loads('[1, 2'))
show("json.loads('')", lambda: json.loads(''))
show('json.loads(\'{"a" 1}\')', lambda: json.loads('{"a" 1}'))
show("json.loads('nul')", lambda: json.loads('nul'))
show('json.loads(\'"unterminated\')', lambda: json.loads('"unterminated'))
show('json.loads(\'{"a": 1}\\n{"b": 2}\')', lambda: json.loads('{"a": 1}\n{"b": 2}'))
show('json.loads("{\'a\': 1}")', lambda: json.loads("{'a': 1}"))
show("json.loads('[1,\\n 2,\\n ]')", lambda: json.loads('[1,\n 2,\n ]'))
show("json.loads('01')", lambda: json.loads('01'))
