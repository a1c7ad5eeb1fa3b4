import string
from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @abstractmethod
    def perimeter(self): ...
    def describe(self):
        return f"{type(self).__name__} with area {self.area()}"
class Square(Shape):
    def __init__(self, side): self.side = side
    def area(self): return self.side ** 2
    def perimeter(self): return 4 * self.side
class Half(Shape):
    def area(self): return 1
for cls in (Shape, Half):
    try:
        cls()
    except TypeError as e:
        print("TypeError", e)
print(Square(3).describe(), isinstance(Square(2), Shape))
class Named(ABC):
    @property
    @abstractmethod
    def name(self): ...
class Impl(Named):
    @property
    def name(self): return "impl"
print(Impl().name)
try:
    Named()
except TypeError as e:
    print("TypeError", e)
from abc import ABCMeta


class Plugin(metaclass=ABCMeta):
    @abstractmethod
    def run(self): ...


class Legacy:
    def run(self):
        return "legacy"


Plugin.register(Legacy)
print(isinstance(Legacy(), Plugin), issubclass(Legacy, Plugin), issubclass(int, Plugin), sorted(Plugin.__abstractmethods__))
try:
    Plugin()
except TypeError as e:
    print("TypeError", e)
