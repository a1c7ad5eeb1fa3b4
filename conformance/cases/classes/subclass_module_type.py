# A subclass of types.ModuleType: its methods, attributes, a module-level __getattr__ style hook,
# and isinstance against ModuleType.
import types


class Lazy(types.ModuleType):
    def hello(self):
        return "hi " + self.__name__

    def __getattr__(self, name):
        return "lazy " + name


m = Lazy("mymod", "docs")
m.x = 1
print(m.hello(), m.x, m.y, isinstance(m, types.ModuleType), m.__name__, m.__doc__)
print(type(m).__name__, repr(m))


class Plain(types.ModuleType):
    pass


p = Plain("plain")
print(p, p.__name__, p.__doc__, p.__spec__, sorted(vars(p)))
p.__file__ = "/x/plain.py"
print(p)
