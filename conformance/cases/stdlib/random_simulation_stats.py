import random
from collections import Counter

rng = random.Random(2024)
rolls = Counter(rng.randint(1, 6) + rng.randint(1, 6) for _ in range(500))
for total in range(2, 13):
    print(f"{total:2d} {rolls[total]:3d}")
walk = 0
path = []
for _ in range(20):
    walk += rng.choice([-1, 1])
    path.append(walk)
print(path)
print([round(rng.gauss(0, 1), 9) for _ in range(3)])
print([round(rng.normalvariate(10, 2), 9) for _ in range(2)])
print(round(rng.expovariate(1.5), 12), round(rng.triangular(0, 10, 3), 12))
pts = [(rng.random(), rng.random()) for _ in range(1000)]
print(4 * sum(1 for x, y in pts if x * x + y * y <= 1) / len(pts))
