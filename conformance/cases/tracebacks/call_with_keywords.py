# A failing call with keyword arguments in a larger expression.
def scale(value, *, factor):
    return value * factor


items = [scale(1, factor=2), scale(2, factor=None)]
