# Checks AttributeError messages for missing instance, class and method attributes (caught, no suggestion in str).
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm(self):
        return self.x + self.y

p = Point(1, 2)
for name in ["z", "X", "norma", "__missing__"]:
    try:
        getattr(p, name)
    except AttributeError as e:
        print(f"{name}: {e}")

try:
    p.z
except AttributeError as e:
    print("direct:", e, "| args:", e.args)
try:
    p.z += 1
except AttributeError as e:
    print("augmented:", e)
try:
    Point.z
except AttributeError as e:
    print("class:", e)
try:
    del p.z
except AttributeError as e:
    print("del:", e)
try:
    p.norm().bit_length().nope
except AttributeError as e:
    print("chained:", e)

class Sub(Point):
    pass

try:
    Sub(0, 0).w
except AttributeError as e:
    print("subclass:", e)

def describe(obj):
    try:
        return obj.describe()
    except AttributeError as e:
        return f"cannot describe: {e}"

class Described:
    def describe(self):
        return "described"

print(describe(Described()), "|", describe(p), "|", describe(None))

class Inner:
    def run(self):
        return self.helper()

try:
    Inner().run()
except AttributeError as e:
    print("from method:", e)

e = None
try:
    p.missing_attr
except AttributeError as err:
    e = err
print(type(e).__name__, str(e))
print(getattr(e, "name", "n/a"))

for label, thunk in [("object()", lambda: setattr(object(), "x", 1)), ("int", lambda: setattr(5, "real", 3))]:
    try:
        thunk()
    except AttributeError as err:
        print(label + ":", err)
