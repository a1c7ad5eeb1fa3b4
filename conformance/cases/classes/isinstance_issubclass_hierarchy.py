# Checks isinstance and issubclass across a user class hierarchy, with tuples and builtins.
class Vehicle: pass
class Car(Vehicle): pass
class Truck(Vehicle): pass
class SportsCar(Car): pass
class Amphibious(Car, Truck): pass
class Unrelated: pass

objs = [Vehicle(), Car(), Truck(), SportsCar(), Amphibious(), Unrelated()]
classes = [Vehicle, Car, Truck, SportsCar, Amphibious, Unrelated, object]
print("".ljust(11) + " ".join(c.__name__[:6].ljust(6) for c in classes))
for o in objs:
    row = [("yes" if isinstance(o, c) else "-").ljust(6) for c in classes]
    print(type(o).__name__.ljust(11) + " ".join(row))

for sub in [Car, SportsCar, Amphibious, Unrelated]:
    print(sub.__name__, [sup.__name__ for sup in classes if issubclass(sub, sup)])

sc = SportsCar()
print(isinstance(sc, (Truck, Unrelated)), isinstance(sc, (Truck, Car)))
print(isinstance(sc, ()), issubclass(SportsCar, (Truck, (Unrelated, Vehicle))))
print(issubclass(Car, Car), issubclass(Vehicle, Car))
print(isinstance(Car, type), isinstance(Car, Vehicle), issubclass(type(sc), Car))
print(isinstance(True, int), issubclass(bool, int), isinstance(1, bool))

class MyList(list): pass
class MyDict(dict): pass
ml, md = MyList([1, 2]), MyDict(a=1)
print(isinstance(ml, list), isinstance(md, dict), isinstance(ml, dict))
print(issubclass(MyList, (dict, list)), type(ml) is list, type(ml) == MyList)

try:
    isinstance(sc, sc)
except TypeError as e:
    print("TypeError:", e)
try:
    issubclass(sc, Car)
except TypeError as e:
    print("TypeError:", e)
try:
    issubclass(Car, "Vehicle")
except TypeError as e:
    print("TypeError:", e)

def classify(x):
    if isinstance(x, bool):
        return "bool"
    if isinstance(x, (int, float)):
        return "number"
    if isinstance(x, Vehicle):
        return "vehicle:" + type(x).__name__
    return "other"

print([classify(v) for v in [1, 2.5, False, Car(), Amphibious(), "s", None]])
