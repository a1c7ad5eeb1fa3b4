"""__repr__, __str__ and __format__ chosen by repr, str, print and f-strings."""


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Point({self.x!r}, {self.y!r})"

    def __str__(self):
        return f"({self.x}, {self.y})"

    def __format__(self, spec):
        if spec == "polar":
            return f"r={abs(complex(self.x, self.y)):.2f}"
        return format(str(self), spec)


p = Point(3, 4)
print(p, repr(p), str(p))
print(f"{p}", f"{p!r}", f"{p:polar}", f"[{p:>10}]")
print([p], {"k": p})
print("%s %r" % (p, p))
