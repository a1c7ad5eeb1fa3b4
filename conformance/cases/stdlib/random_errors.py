import random

random.seed(1)
for fn, args in [
    (random.choice, ([],)),
    (random.randint, (5, 1)),
    (random.randrange, (0,)),
    (random.randrange, (1, 1)),
    (random.randrange, (0, 10, 0)),
    (random.sample, ([1, 2], 3)),
    (random.sample, ([1, 2], -1)),
    (random.choices, ([1, 2],), ),
    (random.getrandbits, (-1,)),
]:
    try:
        print(fn(*args))
    except (IndexError, ValueError, TypeError) as e:
        print(fn.__name__, type(e).__name__, e)
try:
    random.choices([1, 2], weights=[1], k=2)
except ValueError as e:
    print("ValueError", e)
try:
    random.choices([1, 2], weights=[0, 0], k=2)
except ValueError as e:
    print("ValueError", e)
try:
    random.choices([1, 2], weights=[1, 1], cum_weights=[1, 2])
except TypeError as e:
    print("TypeError", e)
print(random.randrange(3), random.sample([], 0))
