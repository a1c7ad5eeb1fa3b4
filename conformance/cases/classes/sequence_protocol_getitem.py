# Checks __getitem__ with tuple keys, the old sequence protocol (iteration via __getitem__ until IndexError), and missing-dunder errors.
class Grid:
    def __init__(self, w, h, fill=0):
        self.w, self.h = w, h
        self.cells = [[fill] * w for _ in range(h)]

    def __getitem__(self, pos):
        x, y = pos
        return self.cells[y][x]

    def __setitem__(self, pos, value):
        x, y = pos
        self.cells[y][x] = value

g = Grid(3, 2)
g[0, 0] = 1
g[2, 1] = 5
g[1, 1] += 3
print(g.cells, g[2, 1], g[(1, 1)])

class Squares:
    def __getitem__(self, i):
        if i >= 5:
            raise IndexError(i)
        return i * i

print(list(Squares()), 9 in Squares(), 10 in Squares())
for v in Squares():
    print("sq", v, end="; ")
print()
try:
    len(Squares())
except TypeError as e:
    print("TypeError:", e)
try:
    Squares()[1] = 5
except TypeError as e:
    print("TypeError:", e)

class Letters:
    def __getitem__(self, i):
        return "abc"[i]

print(list(Letters()), "".join(reversed(list(Letters()))), "b" in Letters(), list(enumerate(Letters())))
a, b, c = Letters()
print(a, b, c, sorted(Letters(), reverse=True), max(Letters()))
try:
    del Squares()[0]
except (TypeError, AttributeError) as e:
    print(type(e).__name__ + ":", e)
try:
    Grid(2, 2)[5, 5]
except IndexError as e:
    print("IndexError:", e)
try:
    Grid(2, 2)[1]
except TypeError as e:
    print("TypeError:", e)
