class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns["created_by"] = mcls.__name__
        cls = super().__new__(mcls, name, bases, ns)
        cls.registry = []
        return cls

    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
        cls.initialized = True

    def __iter__(cls):
        return iter(cls.registry)

    def __len__(cls):
        return len(cls.registry)

    def __contains__(cls, item):
        return item in cls.registry

    def __getitem__(cls, key):
        return cls.registry[key]

    def __repr__(cls):
        return f"<meta class {cls.__name__}>"

    def describe(cls):
        return f"{cls.__name__} with {len(cls)} items"

    @property
    def size(cls):
        return len(cls.registry)


class Base(metaclass=Meta):
    pass


class Child(Base):
    x = 1


Child.registry.extend(["a", "b"])
print(type(Base).__name__, type(Child) is Meta, isinstance(Child, Meta), isinstance(Child, type))
print(Child.created_by, Child.initialized, list(Child), len(Child), "a" in Child, Child[1], repr(Child), Child.describe(), Child.size)
print(Child.x, Child().x, type(Child()).__name__, isinstance(Child(), Base))
Dyn = Meta("Dyn", (), {"y": 2})
print(Dyn.y, Dyn.created_by, repr(Dyn))
class Plain(type):
    pass
P = Plain("P", (), {})
print(type(P).__name__, P.__name__, P.__mro__)
class Other(type):
    pass
try:
    class Mixed(Base, metaclass=Other):
        pass
except TypeError as e:
    print("TypeError", e)
def factory(name, bases, ns):
    return {"made": name}
class NotAClass(metaclass=factory):
    pass
print(NotAClass)
