import collections

Point = collections.namedtuple('Point', 'x y')
print(Point(1, 2), Point.__new__.__qualname__, Point._make.__qualname__, Point.__repr__.__qualname__)
Point(1)
