# Checks del of names, items, slices, attributes and nested targets, and the errors after deletion.
x = 1
del x
try:
    print(x)
except NameError as e:
    print("NameError:", e)

items = list(range(10))
del items[0]
del items[-1]
del items[2:4]
del items[::2]
print(items)
d = {"a": 1, "b": 2, "c": 3}
del d["b"]
print(d)
try:
    del d["zz"]
except KeyError as e:
    print("KeyError:", e)

class Box:
    def __init__(self):
        self.a = 1
        self.b = 2

box = Box()
del box.a
print(vars(box))
try:
    del box.a
except AttributeError as e:
    print("AttributeError:", e)

grid = [[1, 2, 3], [4, 5, 6]]
del grid[0][1], grid[1][0]
print(grid)

def local_del():
    v = "here"
    del v
    try:
        return v
    except UnboundLocalError as e:
        return f"UnboundLocalError: {e}"

print(local_del())
a, b = 1, 2
del (a, b)
print("a" in globals(), "b" in globals())
