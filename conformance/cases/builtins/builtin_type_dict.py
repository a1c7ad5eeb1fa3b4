# A builtin type's __dict__ (and vars()) is a read-only mapping of what the type defines;
# a class's __dict__ is a mappingproxy too; dir() of a module calls its own __dir__ (PEP 562).
import types

print(type(int.__dict__).__name__, type(vars(str)).__name__)
print("__add__" in int.__dict__, "upper" in str.__dict__, "__init__" in object.__dict__)
print("append" in list.__dict__, "append" in vars(list), "upper" in int.__dict__)
print(str.__dict__["upper"])
print(str.__dict__["upper"]("abc"), int.__dict__["bit_length"](255))
print(object.__dict__["__repr__"])
print(sorted(k for k in vars(list) if not k.startswith("_")))
print(sorted(k for k in dict.__dict__ if not k.startswith("_")))
print(int.__dict__.get("bit_length"), int.__dict__.get("missing", "absent"))
try:
    int.__dict__["x"] = 1
except TypeError as e:
    print("TypeError:", e)
print(isinstance(dict(str.__dict__), dict), len(str.__dict__) > 30)


class A:
    x = 1

    def f(self):
        return 2


print(type(A.__dict__).__name__, type(vars(A)).__name__)
print("x" in A.__dict__, A.__dict__["x"], "f" in vars(A), "__module__" in A.__dict__)
try:
    A.__dict__["y"] = 2
except TypeError as e:
    print("TypeError:", e)

m = types.ModuleType("m")
m.b = 1
m.a = 2
m.__dir__ = lambda: ["zeta", "alpha", "mu"]
print(dir(m))
