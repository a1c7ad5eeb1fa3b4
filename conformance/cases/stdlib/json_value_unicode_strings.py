"""json.dumps and loads of unicode strings, compact, indented and round-tripped."""

import json

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('json.dumps([\'é\', \'☃\', \'\\u0000\', \'\\U0001F600\', \'tab\\tquote"\'])', lambda: json.dumps(['é', '☃', '\u0000', '\U0001F600', 'tab\tquote"']))
show('json.dumps([\'é\', \'☃\', \'\\u0000\', \'\\U0001F600\', \'tab\\tquote"\'], separators=(\',\', \':\'))', lambda: json.dumps(['é', '☃', '\u0000', '\U0001F600', 'tab\tquote"'], separators=(',', ':')))
show('json.loads(json.dumps([\'é\', \'☃\', \'\\u0000\', \'\\U0001F600\', \'tab\\tquote"\']))', lambda: json.loads(json.dumps(['é', '☃', '\u0000', '\U0001F600', 'tab\tquote"'])))
show('json.loads(json.dumps([\'é\', \'☃\', \'\\u0000\', \'\\U0001F600\', \'tab\\tquote"\'])) == [\'é\', \'☃\', \'\\u0000\', \'\\U0001F600\', \'tab\\tquote"\']', lambda: json.loads(json.dumps(['é', '☃', '\u0000', '\U0001F600', 'tab\tquote"'])) == ['é', '☃', '\u0000', '\U0001F600', 'tab\tquote"'])
show('len(json.dumps([\'é\', \'☃\', \'\\u0000\', \'\\U0001F600\', \'tab\\tquote"\'], indent=2).splitlines())', lambda: len(json.dumps(['é', '☃', '\u0000', '\U0001F600', 'tab\tquote"'], indent=2).splitlines()))
show('json.dumps([\'é\', \'☃\', \'\\u0000\', \'\\U0001F600\', \'tab\\tquote"\'], ensure_ascii=False)', lambda: json.dumps(['é', '☃', '\u0000', '\U0001F600', 'tab\tquote"'], ensure_ascii=False))
