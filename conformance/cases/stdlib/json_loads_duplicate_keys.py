# json.loads with repeated keys: the last value wins and the key keeps its first place, whether
# the repeats are spelled alike, with escapes, or across many keys of a large object.
import json

print(json.loads('{"a": 1, "b": 2, "a": 3}'))
print(json.loads('{"\\u0061": 1, "a": 2, "b": {"c": 1, "c": [1, {"c": 2, "\\u0063": 3}]}}'))
print(json.loads('{"é": 1, "\\u00e9": 2, "x": null, "é": 3}'), json.loads('{}'), json.loads('{"": 0, "": 1}'))
big = "{" + ", ".join('"k%d": %d' % (i % 700, i) for i in range(2000)) + "}"
loaded = json.loads(big)
print(len(loaded), list(loaded)[:3], loaded["k0"], loaded["k699"], list(loaded.items())[-1])
d = json.loads('{"a": 1, "a": 2}')
d["b"] = 3
del d["a"]
print(d, json.loads('[{"z": 1, "y": 2, "z": 3}, {"z": 4}]'))
print(json.loads('{"a": 1, "a": 2}', object_pairs_hook=list))
