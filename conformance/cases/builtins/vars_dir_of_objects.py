"""vars and sorted dir of instances and simple classes."""

class Point:
    x = 0

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm(self):
        return abs(self.x) + abs(self.y)


p = Point(1, 2)

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('vars(p)', lambda: vars(p))
show("sorted(k for k in dir(p) if not k.startswith('_'))", lambda: sorted(k for k in dir(p) if not k.startswith('_')))
show('vars(p) is p.__dict__', lambda: vars(p) is p.__dict__)
show("'x' in dir(Point)", lambda: 'x' in dir(Point))
show('sorted(vars(Point(3, 4)).items())', lambda: sorted(vars(Point(3, 4)).items()))
