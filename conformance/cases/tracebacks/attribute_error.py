# An attribute that does not exist: the markers cover the attribute expression.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


p = Point(1, 2)
print(p.x, p.y)
distance = p.x ** 2 + p.z ** 2
