# Checks an uncaught TypeError for a missing __init__ argument when building objects from records.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"

rows = [(1, 2), (3, 4), (5,)]
points = []
for row in rows:
    print("building from", row)
    points.append(Point(*row))
print(points)
