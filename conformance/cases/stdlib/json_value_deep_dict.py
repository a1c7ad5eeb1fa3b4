"""json.dumps and loads of deep dict, compact, indented and round-tripped."""

import json

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("json.dumps({'a': {'b': {'c': {'d': [1, {'e': None}]}}}})", lambda: json.dumps({'a': {'b': {'c': {'d': [1, {'e': None}]}}}}))
show("json.dumps({'a': {'b': {'c': {'d': [1, {'e': None}]}}}}, separators=(',', ':'))", lambda: json.dumps({'a': {'b': {'c': {'d': [1, {'e': None}]}}}}, separators=(',', ':')))
show("json.loads(json.dumps({'a': {'b': {'c': {'d': [1, {'e': None}]}}}}))", lambda: json.loads(json.dumps({'a': {'b': {'c': {'d': [1, {'e': None}]}}}})))
show("json.loads(json.dumps({'a': {'b': {'c': {'d': [1, {'e': None}]}}}})) == {'a': {'b': {'c': {'d': [1, {'e': None}]}}}}", lambda: json.loads(json.dumps({'a': {'b': {'c': {'d': [1, {'e': None}]}}}})) == {'a': {'b': {'c': {'d': [1, {'e': None}]}}}})
show("len(json.dumps({'a': {'b': {'c': {'d': [1, {'e': None}]}}}}, indent=2).splitlines())", lambda: len(json.dumps({'a': {'b': {'c': {'d': [1, {'e': None}]}}}}, indent=2).splitlines()))
show("json.dumps({'a': {'b': {'c': {'d': [1, {'e': None}]}}}}, ensure_ascii=False)", lambda: json.dumps({'a': {'b': {'c': {'d': [1, {'e': None}]}}}}, ensure_ascii=False))
