"""Abstract base classes forcing subclasses to implement methods."""

from abc import ABC, abstractmethod
import math


class Shape(ABC):
    @abstractmethod
    def area(self):
        ...

    def describe(self):
        return f"{type(self).__name__} with area {self.area():.2f}"


class Circle(Shape):
    def __init__(self, r):
        self.r = r

    def area(self):
        return math.pi * self.r ** 2


class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2


for shape in sorted([Circle(1), Square(2), Circle(0.5)], key=lambda s: s.area()):
    print(shape.describe())
try:
    Shape()
except TypeError as error:
    print(error)
