import pprint

data = {
    "users": [{"name": "ada", "roles": ["admin", "dev"], "id": 1}, {"name": "bob", "roles": [], "id": 2}],
    "config": {"retries": 3, "timeout": 2.5, "hosts": ("alpha.example.com", "beta.example.com")},
    "empty": {},
}
pprint.pprint(data)
pprint.pprint(data, width=40)
pprint.pprint(data, depth=2)
pprint.pprint(data, sort_dicts=False, width=60)
print(pprint.pformat(list(range(30)), width=30))
print(pprint.pformat({"b": 1, "a": [1, 2]}, indent=4, width=10))
pprint.pprint("x" * 100, width=40)
pprint.pprint(data["users"], compact=True, width=50)
print(pprint.isreadable({"a": 1}), pprint.isreadable(object()), pprint.saferepr([1, "a"]))
r = [1, 2]
r.append(r)
print(pprint.isrecursive(r))
