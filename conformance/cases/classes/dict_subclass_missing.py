# Checks subclassing dict: a Counter-like Tally with __missing__, plus overridden methods and behaviour.
class Tally(dict):
    def __missing__(self, key):
        return 0

    def add(self, key, n=1):
        self[key] += n
        return self

    def most_common(self, k=None):
        ordered = sorted(self.items(), key=lambda kv: (-kv[1], kv[0]))
        return ordered if k is None else ordered[:k]

    def total(self):
        return sum(self.values())

t = Tally()
for word in "the cat and the hat and the bat".split():
    t.add(word)
print(t, len(t), t.total())
print(t["the"], t["dog"], "dog" in t, len(t))
print(t.get("dog"), t.get("dog", -1))
print(t.most_common(2), t.most_common()[-1])
print(isinstance(t, dict), type(t).__name__, dict(t) == t)

class DefaultList(dict):
    def __missing__(self, key):
        value = self[key] = []
        return value

groups = DefaultList()
for name in ["ann", "bob", "amy", "ben", "cy"]:
    groups[name[0]].append(name)
print(groups, sorted(groups))

class LowerKeys(dict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())

lk = LowerKeys()
lk["Content-Type"] = "json"
lk["ACCEPT"] = "*/*"
print(lk, lk["content-TYPE"], lk.get("Accept"), "accept" in lk)
lk2 = LowerKeys({"MiXeD": 1})
print(lk2, list(lk2))
lk2.update(Other=2)
print(lk2)

class AttrDict(dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name)

    def __setattr__(self, name, value):
        self[name] = value

cfg = AttrDict(host="localhost", port=80)
cfg.debug = True
print(cfg.host, cfg.port, cfg, hasattr(cfg, "missing"))

class Missing(dict):
    def __missing__(self, key):
        raise KeyError(f"no key {key!r}")

try:
    Missing(a=1)["b"]
except KeyError as e:
    print("KeyError:", e)
merged = Tally(a=1) | {"b": 2}
print(merged, type(merged).__name__)
