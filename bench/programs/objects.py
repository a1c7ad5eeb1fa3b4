# Object-heavy simulation: classes, inheritance, methods, properties, __repr__.
class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def scale(self, k):
        return Vec(self.x * k, self.y * k)

    @property
    def norm1(self):
        return abs(self.x) + abs(self.y)


class Body:
    count = 0

    def __init__(self, ident, pos, vel):
        self.ident = ident
        self.pos = pos
        self.vel = vel
        Body.count += 1

    @property
    def energy(self):
        return self.vel.norm1

    def step(self, dt):
        self.pos = self.pos + self.vel.scale(dt)

    def bounce(self, size):
        if not 0 <= self.pos.x <= size:
            self.vel = Vec(-self.vel.x, self.vel.y)
        if not 0 <= self.pos.y <= size:
            self.vel = Vec(self.vel.x, -self.vel.y)


class HeavyBody(Body):
    def __init__(self, ident, pos, vel, mass):
        super().__init__(ident, pos, vel)
        self.mass = mass

    @property
    def energy(self):
        return self.mass * super().energy

    def __repr__(self):
        return f"HeavyBody({self.ident}, m={self.mass})"


bodies = []
for i in range(300):
    pos = Vec(i % 50, (i * 7) % 50)
    vel = Vec((i % 5) - 2, (i % 3) - 1)
    if i % 4 == 0:
        bodies.append(HeavyBody(i, pos, vel, 1 + i % 3))
    else:
        bodies.append(Body(i, pos, vel))

for tick in range(200):
    for b in bodies:
        b.step(1)
        b.bounce(50)
energy = sum(b.energy for b in bodies)
heaviest = max((b for b in bodies if isinstance(b, HeavyBody)), key=lambda b: (b.energy, b.ident))
print(Body.count, energy, heaviest, bodies[7].pos.x, bodies[7].pos.y)
