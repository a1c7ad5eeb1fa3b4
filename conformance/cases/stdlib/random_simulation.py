import random

rng = random.Random(2024)
rolls = [rng.randint(1, 6) for _ in range(2000)]
print({face: rolls.count(face) for face in range(1, 7)})
walk = 0
for _ in range(1000):
    walk += rng.choice([-1, 1])
print(walk)
deck = [f"{rank}{suit}" for suit in "SHDC" for rank in "A23456789TJQK"]
rng.shuffle(deck)
print(deck[:5], rng.sample(deck, 3))
print(round(sum(rng.random() for _ in range(10000)) / 10000, 6))
print(round(sum(rng.gauss(5, 2) for _ in range(2000)) / 2000, 6))
weights = {"common": 70, "rare": 25, "legendary": 5}
drops = rng.choices(list(weights), weights=list(weights.values()), k=1000)
print({name: drops.count(name) for name in weights})
print([round(rng.uniform(-1, 1), 4) for _ in range(5)])
print(rng.getrandbits(64), rng.randrange(-50, 50, 3))
