"""random with a fixed seed gives repeatable choices, shuffles and samples."""

import random

rng = random.Random(42)
deck = list(range(8))

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('[rng.randint(1, 6) for _ in range(5)]', lambda: [rng.randint(1, 6) for _ in range(5)])
show("rng.choice('abcdef')", lambda: rng.choice('abcdef'))
show('rng.sample(range(100), 4)', lambda: rng.sample(range(100), 4))
show('(rng.shuffle(deck), deck)[1]', lambda: (rng.shuffle(deck), deck)[1])
show('round(rng.random(), 6)', lambda: round(rng.random(), 6))
show('round(rng.uniform(10, 20), 6)', lambda: round(rng.uniform(10, 20), 6))
show("rng.choices('ab', weights=[9, 1], k=6)", lambda: rng.choices('ab', weights=[9, 1], k=6))
show('rng.randrange(0, 100, 5)', lambda: rng.randrange(0, 100, 5))
