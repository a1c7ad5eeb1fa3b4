# Checks arithmetic dunders on a Vector class: +, -, *, /, //, %, **, unary -, +, abs, and comparisons.
class Vector:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, other):
        return Vector(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vector(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        if isinstance(k, Vector):
            return self.x * k.x + self.y * k.y
        return Vector(self.x * k, self.y * k)

    def __truediv__(self, k):
        return Vector(self.x / k, self.y / k)

    def __floordiv__(self, k):
        return Vector(self.x // k, self.y // k)

    def __mod__(self, k):
        return Vector(self.x % k, self.y % k)

    def __pow__(self, n):
        return Vector(self.x ** n, self.y ** n)

    def __neg__(self):
        return Vector(-self.x, -self.y)

    def __pos__(self):
        return Vector(+self.x, +self.y)

    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

    def __eq__(self, other):
        return isinstance(other, Vector) and (self.x, self.y) == (other.x, other.y)

    def __repr__(self):
        return f"Vector({self.x}, {self.y})"

a, b = Vector(3, 4), Vector(1, -2)
print(a + b, a - b, b - a)
print(a * 2, a * b, a / 2, a // 2, a % 2, a ** 2)
print(-a, +b, abs(a), abs(Vector(0, 0)))
print(a + b == Vector(4, 2), -(-a) == a, a != b)
print(sum([a, b, Vector(0, 1)], Vector(0, 0)))
print(a + b * 3 - Vector(1, 1))
vs = [Vector(i, i + 1) for i in range(3)]
print(vs, [abs(v) for v in vs][:2], max(vs, key=abs))
