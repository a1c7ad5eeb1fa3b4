"""__slots__ restricting which attributes instances may have."""


class Pixel:
    __slots__ = ("x", "y", "color")

    def __init__(self, x, y, color="black"):
        self.x, self.y, self.color = x, y, color


p = Pixel(1, 2)
p.color = "red"
print(p.x, p.y, p.color)
try:
    p.alpha = 0.5
except AttributeError as error:
    print(type(error).__name__, error)
print(hasattr(p, "__dict__"), Pixel.__slots__)
