# Class attributes looked up many times, then changed: methods replaced, added, deleted, data
# descriptors added after instances set the same name, changes made through a metaclass or
# type.__setattr__, and subclasses seeing changes to their bases.
class Base:
    kind = "base"

    def greet(self):
        return "hello"


class Child(Base):
    pass


c = Child()
seen = [c.greet() for _ in range(3)] + [c.kind, Child.kind]
Base.greet = lambda self: "replaced"
seen.append(c.greet())
Child.greet = lambda self: "child's own"
seen.append(c.greet())
del Child.greet
seen.append(c.greet())
del Base.greet
try:
    c.greet()
except AttributeError as e:
    seen.append(str(e))
Base.kind = "changed"
seen.append(c.kind)
print(seen)

c.value = "instance"
print(c.value)
Base.value = property(lambda self: "property wins")
print(c.value)
del Base.value
print(c.value)


class Meta(type):
    def __setattr__(cls, name, value):
        super().__setattr__(name, value * 2 if isinstance(value, int) else value)


class Counted(metaclass=Meta):
    step = 1


print([Counted.step for _ in range(2)], Counted().step)
Counted.step = 5
print(Counted.step, Counted().step)
type.__setattr__(Counted, "step", 7)
print(Counted.step)
setattr(Counted, "extra", 3)
print(Counted.extra, hasattr(Counted(), "missing"))
Counted.missing = "now here"
print(Counted().missing)


def make(i):
    class Temp:
        n = i

        def get(self):
            return self.n

    return Temp().get()


print(sum(make(i) for i in range(2000)))
