import types

config = types.SimpleNamespace(model="small", temperature=0.2, tools=["search", "fetch"])
print(config)
config.max_steps = 10
del config.temperature
print(config, config.model, vars(config))
print(types.SimpleNamespace(), repr(types.SimpleNamespace(a=types.SimpleNamespace(b=1))))
print(types.SimpleNamespace(a=1) == types.SimpleNamespace(a=1), types.SimpleNamespace(a=1) != types.SimpleNamespace(a=2))
print(types.SimpleNamespace(a=1) == {"a": 1}, types.SimpleNamespace.__name__, types.SimpleNamespace.__module__)
print(types.SimpleNamespace(**{"x": 1, "y": 2}).__dict__)
ns = types.SimpleNamespace(value=1)
ns.self = ns
print(ns)


class Settings(types.SimpleNamespace):
    pass


print(Settings(debug=True), Settings(a=1) == types.SimpleNamespace(a=1))
try:
    types.SimpleNamespace({"a": 1})
except TypeError as e:
    print(type(e).__name__, e)
try:
    types.SimpleNamespace().missing
except AttributeError as e:
    print(type(e).__name__, e)
try:
    hash(types.SimpleNamespace())
except TypeError as e:
    print(type(e).__name__, e)
records = [types.SimpleNamespace(name=n, score=s) for n, s in [("b", 2), ("a", 3), ("c", 1)]]
print([r.name for r in sorted(records, key=lambda r: r.score)])
