# Checks a dict containing itself prints as {...}
# expect: ok
# stdout-ends: dict_values([1, {'a': 1, 'self': {...}}]) dict_items([('a', 1), ('self', {'a': 1, 'self': {...}})]) dict_keys(['a', 'self'])\n
d = {'a': 1}
d['self'] = d
print(d)
print(d.values(), d.items(), d.keys())
