# Checks del on names, list items, slices, dict keys and attributes, plus the errors that follow.
x = 10
y = 20
del x
try:
    print(x)
except NameError as e:
    print("NameError:", e)
print("y still", y)

a, b, c = 1, 2, 3
del a, c
print("b survives:", b, "a defined:", "a" in globals(), "c defined:", "c" in globals())

nums = list(range(10))
del nums[0]
print(nums)
del nums[-1]
print(nums)
del nums[2:4]
print(nums)
del nums[::2]
print(nums)
del nums[:]
print(nums, len(nums))
try:
    del nums[0]
except IndexError as e:
    print("IndexError:", e)

d = {"a": 1, "b": 2, "c": 3, "d": 4}
del d["b"]
print(d)
try:
    del d["zzz"]
except KeyError as e:
    print("KeyError:", e)
for key in [k for k in d if d[k] % 2 == 1]:
    del d[key]
print(d)

class Thing:
    kind = "class attr"
    def __init__(self):
        self.name = "thing"
        self.size = 3
    def __repr__(self):
        return f"Thing({sorted(vars(self))})"

t = Thing()
del t.size
print(t, hasattr(t, "size"))
try:
    del t.size
except AttributeError as e:
    print("AttributeError deleting twice")
try:
    t.size
except AttributeError:
    print("reading deleted attribute fails")
t.kind = "instance attr"
print(t.kind)
del t.kind
print("falls back to", t.kind)

def local_del():
    value = "temp"
    del value
    try:
        return value
    except UnboundLocalError as e:
        return f"UnboundLocalError: {e}"

print(local_del())

nested = {"cfg": {"db": {"host": "h", "port": 1}, "debug": True}}
del nested["cfg"]["db"]["port"], nested["cfg"]["debug"]
print(nested)
