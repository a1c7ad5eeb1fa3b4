from collections import ChainMap

defaults = {"color": "red", "user": "guest"}
overrides = {"user": "ada"}
cm = ChainMap(overrides, defaults)
print(cm["user"], cm["color"], len(cm), sorted(cm), "color" in cm)
print(cm)
cm["color"] = "blue"
print(overrides, defaults)
child = cm.new_child({"user": "bob"})
print(child["user"], child.parents["user"], len(child.maps))
print(dict(cm), cm.get("missing", 0))
try:
    del cm["nope"]
except KeyError as e:
    print("KeyError", e)
try:
    ChainMap()["x"]
except KeyError as e:
    print("KeyError", e)
print(list(ChainMap({"a": 1}, {"b": 2, "a": 3}).items()))
