# Checks zero-argument super() in __init__ across several levels of inheritance.
class Entity:
    def __init__(self, ident):
        print("Entity.__init__", ident)
        self.ident = ident
        self.history = ["entity"]

class Person(Entity):
    def __init__(self, ident, name):
        print("Person.__init__", name)
        super().__init__(ident)
        self.name = name
        self.history.append("person")

class Employee(Person):
    def __init__(self, ident, name, salary=1000):
        super().__init__(ident, name)
        print("Employee.__init__", salary)
        self.salary = salary
        self.history.append("employee")

class Manager(Employee):
    def __init__(self, ident, name, reports=()):
        super().__init__(ident, name, salary=5000)
        self.reports = list(reports)

    def __repr__(self):
        return f"Manager({self.ident}, {self.name}, {self.salary}, reports={len(self.reports)})"

e = Employee(1, "ann")
print(e.ident, e.name, e.salary, e.history)
m = Manager(2, "bob", [e])
print(m, m.history)
print(sorted(vars(m)))

class NoInit(Person):
    def title(self):
        return "Dr. " + self.name

n = NoInit(3, "cy")
print(n.title(), n.history)

class Explicit(Person):
    def __init__(self, name):
        super(Explicit, self).__init__(99, name)

print(Explicit("di").ident)

class Base:
    def __init__(self, **kwargs):
        self.extra = kwargs

class Child(Base):
    def __init__(self, x, **kwargs):
        self.x = x
        super().__init__(**kwargs)

c = Child(1, a=2, b=3)
print(c.x, c.extra)

class Plain:
    pass

class Sub(Plain):
    def __init__(self):
        super().__init__()
        self.ok = True

print(Sub().ok)
try:
    class Sub2(Plain):
        def __init__(self):
            super().__init__(1)
    Sub2()
except TypeError as e:
    print("TypeError:", e)
