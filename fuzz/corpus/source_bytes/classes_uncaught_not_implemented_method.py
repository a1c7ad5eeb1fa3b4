# Checks an uncaught NotImplementedError raised by an abstract base method that a subclass forgot to override.
class Shape:
    def area(self):
        raise NotImplementedError(f"{type(self).__name__} must implement area()")

    def report(self):
        return f"{type(self).__name__}: {self.area():.2f}"

class Circle(Shape):
    def __init__(self, r):
        self.r = r

    def area(self):
        return 3.14159 * self.r ** 2

class Triangle(Shape):
    def __init__(self, base, height):
        self.base, self.height = base, height

for shape in [Circle(1), Circle(2.5), Triangle(3, 4)]:
    print(shape.report())
