# Checks a dict that holds itself in nested lists and tuples prints with {...}
# expect: ok
# stdout-ends: dict_items([('self', {'self': {...}, 'list': [{...}, [{...}]], 'tuple': ({...}, {...})}), ('list', [{'self': {...}, 'list': [...], 'tuple': ({...}, {...})}, [{'self': {...}, 'list': [...], 'tuple': ({...}, {...})}]]), ('tuple', ({'self': {...}, 'list': [{...}, [{...}]], 'tuple': (...)}, {'self': {...}, 'list': [{...}, [{...}]], 'tuple': (...)}))])\n
d = {}
d['self'] = d
d['list'] = [d, [d]]
d['tuple'] = (d, d)
print(d)
print(d.items())
