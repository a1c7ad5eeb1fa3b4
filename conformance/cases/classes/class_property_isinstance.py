# isinstance() consults a __class__ that a class overrides (proxies, mocks), and a class body
# may define __class__ even when its methods use super().
from unittest.mock import Mock, NonCallableMock
import types


class Base:
    def hello(self):
        return "base"


class Proxy:
    def __init__(self, target):
        self._target = target

    def hello(self):
        return "proxy:" + super().__repr__()[:8]

    @property
    def __class__(self):
        return type(self._target)


p = Proxy(Base())
print(p.__class__.__name__, type(p).__name__)
print(isinstance(p, Base), isinstance(p, Proxy), isinstance(p, (int, Base)))
print(isinstance(p, int), issubclass(type(p), Base))
print("__class__" in Proxy.__dict__, p.hello())


class Wrong:
    @property
    def __class__(self):
        return 42


print(isinstance(Wrong(), int), isinstance(Wrong(), Wrong))


class Pretend:
    @property
    def __class__(self):
        return int


print(isinstance(Pretend(), int), isinstance(Pretend(), (str, int)), isinstance(Pretend(), Pretend))

m = Mock(spec=Base)
print(isinstance(m, Base), m.__class__ is Base)
code = NonCallableMock(spec_set=types.CodeType)
print(isinstance(code, types.CodeType))
