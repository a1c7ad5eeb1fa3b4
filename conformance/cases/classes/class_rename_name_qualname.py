# Renaming a class through __name__ and __qualname__ (as class factories do): reprs, errors
# and the names read back follow, and only strs are accepted.
def make(label):
    class Made:
        def __repr__(self):
            return f"<{type(self).__name__}>"

    Made.__name__ = label
    Made.__qualname__ = "factory." + label
    return Made


Point = make("Point")
print(Point.__name__, Point.__qualname__, Point, Point(), type(Point()).__name__)


class Plain:
    pass


Plain.__name__ = "Renamed"
print(Plain, Plain.__name__, Plain.__qualname__, "__name__" in Plain.__dict__)
for attr, value in [("__name__", 1), ("__qualname__", None)]:
    try:
        setattr(Plain, attr, value)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    Plain().missing
except AttributeError as e:
    print(e)
