from abc import ABC, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self):
        ...

    @abstractmethod
    def perimeter(self):
        ...

    def describe(self):
        return f"{type(self).__name__} area={self.area():.2f} perim={self.perimeter():.2f}"


class Square(Shape):
    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s ** 2

    def perimeter(self):
        return 4 * self.s


class Half(Shape):
    def area(self):
        return 0


try:
    Shape()
except TypeError as e:
    print("TypeError", e)
try:
    Half()
except TypeError as e:
    print("TypeError", e)
print(Square(1.5).describe(), sorted(Shape.__abstractmethods__), Half.__abstractmethods__)


class Plugin(ABC):
    pass


class Thing:
    pass


Plugin.register(Thing)
print(isinstance(Thing(), Plugin), issubclass(Thing, Plugin), Plugin() is not None)
