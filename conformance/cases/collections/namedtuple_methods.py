"""namedtuple fields, _replace, _asdict, _make and defaults."""

from collections import namedtuple

Point = namedtuple('Point', 'x y')
Point3 = namedtuple('Point3', ['x', 'y', 'z'], defaults=[0])
p = Point(1, 2)

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('p', lambda: p)
show('p.x + p.y', lambda: p.x + p.y)
show('p._replace(x=10)', lambda: p._replace(x=10))
show('p._asdict()', lambda: p._asdict())
show('Point._make([5, 6])', lambda: Point._make([5, 6]))
show('Point._fields', lambda: Point._fields)
show('Point3(1, 2)', lambda: Point3(1, 2))
show('Point3._field_defaults', lambda: Point3._field_defaults)
show('tuple(p)', lambda: tuple(p))
show('p == (1, 2)', lambda: p == (1, 2))
show('Point(1)', lambda: Point(1))
show('p._replace(w=1)', lambda: p._replace(w=1))
