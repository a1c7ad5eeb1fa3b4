"""A 2D vector with arithmetic, comparison, abs, bool and negation."""

import math


class Vector:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, other):
        return Vector(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vector(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        return Vector(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __neg__(self):
        return Vector(-self.x, -self.y)

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def __bool__(self):
        return bool(self.x or self.y)

    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)

    def __repr__(self):
        return f"Vector({self.x}, {self.y})"


a, b = Vector(1, 2), Vector(3, 4)
print(a + b, b - a, a * 3, 2 * a, -a, abs(b))
print(bool(Vector(0, 0)), bool(a), a == Vector(1, 2))
try:
    a @ b
except TypeError as error:
    print(error)
