from collections import ChainMap

defaults = {"color": "red", "user": "guest", "debug": False}
env = {"user": "admin"}
cli = {"debug": True}
cfg = ChainMap(cli, env, defaults)
print(cfg["color"], cfg["user"], cfg["debug"], len(cfg))
print(sorted(cfg.items()))
cfg["color"] = "blue"
print(cli, defaults["color"])
child = cfg.new_child({"user": "root"})
print(child["user"], child.parents["user"], len(child.maps))
del cfg["color"]
print(cfg["color"])
try:
    del cfg["user"]
except KeyError as e:
    print("KeyError", e)
try:
    cfg["missing"]
except KeyError as e:
    print("KeyError", e)
print(cfg.get("missing", "dflt"), "user" in cfg)
print(dict(ChainMap({"a": 1}, {"a": 2, "b": 3})))
