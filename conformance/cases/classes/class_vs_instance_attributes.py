# Checks class attributes versus instance attributes, shadowing, and lookup order.
class Config:
    retries = 3
    tags = []
    name = "default"

    def __init__(self, name=None):
        if name is not None:
            self.name = name

a = Config()
b = Config("custom")
print(a.name, b.name, Config.name)
print("name" in a.__dict__, "name" in b.__dict__)
print(a.retries, b.retries, Config.retries)

a.retries = 5
print(a.retries, b.retries, Config.retries)
print(a.__dict__, b.__dict__)

Config.retries = 10
print(a.retries, b.retries, Config.retries)

del a.retries
print(a.retries, a.__dict__)

a.tags.append("shared")
print(a.tags, b.tags, Config.tags)
print(a.tags is b.tags is Config.tags)

b.tags = ["own"]
print(a.tags, b.tags, Config.tags)
b.tags += ["more"]
print(b.tags, Config.tags)

a.tags += ["via-iadd"]
print(a.tags, Config.tags, "tags" in a.__dict__)
print(a.tags is Config.tags)

Config.new_attr = "added later"
print(a.new_attr, b.new_attr)
print(getattr(Config, "missing", "none"), hasattr(a, "new_attr"))

class Counter:
    value = 0

c1, c2 = Counter(), Counter()
c1.value += 1
c1.value += 1
print(c1.value, c2.value, Counter.value)
print(sorted(k for k in Counter.__dict__ if not k.startswith("__")))
print(sorted(k for k in Config.__dict__ if not k.startswith("__")))
