"""Frozen dataclasses are hashable, immutable and usable as dict keys."""
from dataclasses import dataclass, FrozenInstanceError, replace


@dataclass(frozen=True)
class Coord:
    x: int
    y: int

    def moved(self, dx, dy):
        return replace(self, x=self.x + dx, y=self.y + dy)


home = Coord(0, 0)
visits = {home: 1}
step = home.moved(1, 2)
visits[step] = visits.get(step, 0) + 1
visits[Coord(1, 2)] += 1
print(visits)
try:
    home.x = 5
except FrozenInstanceError as error:
    print(type(error).__name__, error)
print(hash(Coord(1, 2)) == hash(Coord(1, 2)))
