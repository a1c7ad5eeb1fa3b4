"""json.dumps and loads of nested lists, compact, indented and round-tripped."""

import json

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('json.dumps([[1, [2, [3, []]]], []])', lambda: json.dumps([[1, [2, [3, []]]], []]))
show("json.dumps([[1, [2, [3, []]]], []], separators=(',', ':'))", lambda: json.dumps([[1, [2, [3, []]]], []], separators=(',', ':')))
show('json.loads(json.dumps([[1, [2, [3, []]]], []]))', lambda: json.loads(json.dumps([[1, [2, [3, []]]], []])))
show('json.loads(json.dumps([[1, [2, [3, []]]], []])) == [[1, [2, [3, []]]], []]', lambda: json.loads(json.dumps([[1, [2, [3, []]]], []])) == [[1, [2, [3, []]]], []])
show('len(json.dumps([[1, [2, [3, []]]], []], indent=2).splitlines())', lambda: len(json.dumps([[1, [2, [3, []]]], []], indent=2).splitlines()))
show('json.dumps([[1, [2, [3, []]]], []], ensure_ascii=False)', lambda: json.dumps([[1, [2, [3, []]]], []], ensure_ascii=False))
