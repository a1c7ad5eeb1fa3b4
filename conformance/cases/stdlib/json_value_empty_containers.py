"""json.dumps and loads of empty containers, compact, indented and round-tripped."""

import json

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("json.dumps([{}, [], '', {'a': {}}])", lambda: json.dumps([{}, [], '', {'a': {}}]))
show("json.dumps([{}, [], '', {'a': {}}], separators=(',', ':'))", lambda: json.dumps([{}, [], '', {'a': {}}], separators=(',', ':')))
show("json.loads(json.dumps([{}, [], '', {'a': {}}]))", lambda: json.loads(json.dumps([{}, [], '', {'a': {}}])))
show("json.loads(json.dumps([{}, [], '', {'a': {}}])) == [{}, [], '', {'a': {}}]", lambda: json.loads(json.dumps([{}, [], '', {'a': {}}])) == [{}, [], '', {'a': {}}])
show("len(json.dumps([{}, [], '', {'a': {}}], indent=2).splitlines())", lambda: len(json.dumps([{}, [], '', {'a': {}}], indent=2).splitlines()))
show("json.dumps([{}, [], '', {'a': {}}], ensure_ascii=False)", lambda: json.dumps([{}, [], '', {'a': {}}], ensure_ascii=False))
