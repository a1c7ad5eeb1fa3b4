"""Function names, docstrings, defaults and annotations."""


def area(width: float, height: float = 1.0) -> float:
    """Area of a rectangle."""
    return width * height


print(area.__name__, area.__doc__, area.__defaults__)
print(area.__annotations__)
area.unit = "m2"
print(area.unit, callable(area))
