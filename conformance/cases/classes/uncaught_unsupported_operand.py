# Checks an uncaught TypeError for an unsupported + between a user class and int when summing objects.
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, other):
        if isinstance(other, Point):
            return Point(self.x + other.x, self.y + other.y)
        return NotImplemented

    def __repr__(self):
        return f"Point({self.x}, {self.y})"

pts = [Point(1, 1), Point(2, 3)]
print(pts[0] + pts[1])
print(sum(pts, Point(0, 0)))
print("now sum() with the default int start")
print(sum(pts))
