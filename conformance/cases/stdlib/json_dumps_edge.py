import json

print(json.dumps(float("inf")), json.dumps(float("-inf")), json.dumps(float("nan")))
try:
    json.dumps([float("nan")], allow_nan=False)
except ValueError as e:
    print("ValueError", e)
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print("TypeError", e)
print(json.dumps({(1, 2): 3, "a": 1}, skipkeys=True))
print(json.dumps({1: "a", "1": "b"}))
try:
    json.dumps({"b": 1, 2: 3}, sort_keys=True)
except TypeError as e:
    print("TypeError", e)
a = []
a.append(a)
try:
    json.dumps(a)
except ValueError as e:
    print("ValueError", e)
print(json.dumps([1, [2, [3]]], indent=0))
print(json.dumps({"a": [1, 2]}, indent="\t"))
print(json.dumps("tab\tnew\nquote\"back\\slash/"))
print(json.dumps(1e16), json.dumps(1.0), json.dumps(123456789.123), json.dumps(1e-7))
print(json.dumps(10**20), json.dumps(-5), json.dumps(True + 1))
