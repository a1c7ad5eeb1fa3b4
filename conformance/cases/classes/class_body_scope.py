# Checks class body scoping: class variables are not visible inside methods or nested comprehensions by bare name.
x = "global x"

class Scope:
    x = "class x"
    y = x + "!"
    doubled = [n * 2 for n in range(3)]
    names = ["a", "b"]
    upper_names = [s.upper() for s in names]

    def method(self):
        return x

    def method_via_self(self):
        return self.x

    def method_via_class(self):
        return Scope.x

print(Scope.y, Scope.doubled, Scope.upper_names)
print(Scope().method(), Scope().method_via_self(), Scope().method_via_class())

try:
    class Broken:
        factor = 3
        scaled = [factor * i for i in range(3)]
except NameError as e:
    print("NameError:", e)

class Works:
    factor = 3
    scaled = [i for i in range(factor)]

print(Works.scaled)

class Counter:
    total = 0
    for i in range(5):
        total += i
    del i

print(Counter.total, hasattr(Counter, "i"))

class WithHelper:
    def _double(v):
        return v * 2

    TABLE = {k: None for k in "ab"}
    SIX = _double(3)

    def use(self):
        return self.SIX

print(WithHelper.SIX, WithHelper().use(), sorted(WithHelper.TABLE))

def make_class(prefix):
    class Dynamic:
        label = prefix + "-label"

        def get(self):
            return prefix + "-method"

    return Dynamic

D1, D2 = make_class("one"), make_class("two")
print(D1.label, D1().get(), D2.label, D2().get())

class Shadow:
    len = 5

    def size(self):
        return len([1, 2, 3])

print(Shadow().size(), Shadow.len)
print(x)
