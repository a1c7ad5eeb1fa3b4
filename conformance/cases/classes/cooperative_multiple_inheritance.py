# Checks cooperative multiple inheritance where every class calls super() along the MRO.
class Base:
    def __init__(self, **kwargs):
        print("Base init, leftover", sorted(kwargs))
        self.trace = ["Base"]

    def setup(self):
        return ["Base.setup"]

class Loggable(Base):
    def __init__(self, log_level="info", **kwargs):
        print("Loggable init", log_level)
        super().__init__(**kwargs)
        self.log_level = log_level
        self.trace.append("Loggable")

    def setup(self):
        return ["Loggable.setup"] + super().setup()

class Cacheable(Base):
    def __init__(self, cache_size=10, **kwargs):
        print("Cacheable init", cache_size)
        super().__init__(**kwargs)
        self.cache_size = cache_size
        self.trace.append("Cacheable")

    def setup(self):
        return ["Cacheable.setup"] + super().setup()

class Service(Loggable, Cacheable):
    def __init__(self, name, **kwargs):
        print("Service init", name)
        super().__init__(**kwargs)
        self.name = name
        self.trace.append("Service")

    def setup(self):
        return ["Service.setup"] + super().setup()

s = Service("api", log_level="debug", cache_size=64)
print([c.__name__ for c in Service.__mro__])
print(s.trace, s.log_level, s.cache_size)
print(s.setup())

s2 = Service("db")
print(s2.log_level, s2.cache_size, s2.trace)

class Other(Cacheable, Loggable):
    pass

o = Other(cache_size=1)
print(o.trace, o.setup())

class A:
    def hello(self):
        return "A"

class B(A):
    def hello(self):
        return "B>" + super().hello()

class C(A):
    def hello(self):
        return "C>" + super().hello()

class D(B, C):
    def hello(self):
        return "D>" + super().hello()

print(D().hello(), B().hello(), C().hello())
print(super(B, D()).hello())
