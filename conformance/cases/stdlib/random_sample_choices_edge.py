"""random's sequence functions under a fixed seed: sample with counts and from ranges and
strings, choices with weights and cum_weights, shuffle, randrange steps, randint bounds,
getrandbits and randbytes sizes, a Random subclass, and the argument errors."""
import random


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


rng = random.Random(2024)
print(rng.sample(range(10**9), 5), rng.sample("abcdefgh", 3), rng.sample(["x", "y"], 2), rng.sample([], 0))
print(rng.sample(["red", "blue"], counts=[3, 2], k=4), rng.sample(range(100), 30)[-3:])
print(rng.choices("abc", k=5), rng.choices(range(5), weights=[0, 0, 1, 0, 5], k=6), rng.choices("xy", cum_weights=[1, 10], k=4))
print(rng.choices([1, 2, 3], [1.5, 0.25, 10], k=3), rng.choices(["solo"]), rng.choices("ab", k=0))
items = list(range(12))
rng.shuffle(items)
print(items, rng.randrange(0, 100, 7), rng.randrange(-50, -10, 3), rng.randrange(10, 0, -2), rng.randint(-3, 3))
print([rng.getrandbits(n) for n in (0, 1, 7, 32, 33, 100)], rng.randbytes(5), len(rng.randbytes(0)), rng.random())
print(rng.uniform(-1, 1), rng.choice("xyz"), rng.choice(range(5, 50, 5)), rng.randrange(2**70), rng.triangular(1, 3))


class Fixed(random.Random):
    def random(self):
        return 0.5


f = Fixed(1)
print(f.random(), f.uniform(0, 10), f.choices("abcd", k=2), f.triangular(0, 4), f.expovariate(2))
attempt("sample from set", lambda: rng.sample({1, 2, 3}, 2))
attempt("sample from dict", lambda: rng.sample({"a": 1}, 1))
attempt("sample too large", lambda: rng.sample(range(3), 4))
attempt("sample negative", lambda: rng.sample(range(3), -1))
attempt("sample counts length", lambda: rng.sample("ab", 1, counts=[1]))
attempt("sample counts zero", lambda: rng.sample("ab", 1, counts=[0, 0]))
attempt("sample counts float", lambda: rng.sample("ab", 1, counts=[1.5, 1]))
attempt("choices weights length", lambda: rng.choices("ab", weights=[1]))
attempt("choices both", lambda: rng.choices("ab", [1, 1], cum_weights=[1, 2]))
attempt("choices zero total", lambda: rng.choices("ab", [0, 0]))
attempt("choices inf total", lambda: rng.choices("ab", [1, float("inf")]))
attempt("choices empty", lambda: rng.choices([], k=1))
attempt("choice empty", lambda: rng.choice(""))
attempt("randrange empty", lambda: rng.randrange(5, 5))
attempt("randrange zero step", lambda: rng.randrange(0, 10, 0))
attempt("randrange float", lambda: rng.randrange(1.5))
attempt("randint reversed", lambda: rng.randint(3, 1))
attempt("getrandbits negative", lambda: rng.getrandbits(-1))
attempt("randbytes negative", lambda: rng.randbytes(-1))
attempt("shuffle tuple", lambda: rng.shuffle((1, 2, 3)))
attempt("seed list", lambda: random.Random([1]))
