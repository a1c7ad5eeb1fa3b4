import random
import secrets

print(sorted(secrets.__all__), secrets.DEFAULT_ENTROPY)
print(secrets.SystemRandom is random.SystemRandom, isinstance(secrets.SystemRandom(), random.Random))
for a, b in [("abc", "abc"), ("abc", "abd"), ("abc", "ab"), ("", ""), (b"xyz", b"xyz"), (b"xyz", b"xy!"), (b"", b"a")]:
    print(repr(a), repr(b), secrets.compare_digest(a, b))
for a, b in [("abc", b"abc"), (b"abc", "abc"), (1, 2), ("\u00e9", "\u00e9"), ("a", "\u00e9"), ([1], [1]), (None, b"")]:
    try:
        print(secrets.compare_digest(a, b))
    except TypeError as e:
        print(type(e).__name__, e)

print(repr(secrets.token_bytes(0)), repr(secrets.token_hex(0)), repr(secrets.token_urlsafe(0)), secrets.randbits(0))
for call in [lambda: secrets.randbelow(0), lambda: secrets.randbelow(-3), lambda: secrets.randbelow("x"),
             lambda: secrets.randbelow(2.5), lambda: secrets.randbits(-1), lambda: secrets.randbits(1.5),
             lambda: secrets.choice([]), lambda: secrets.choice(""), lambda: secrets.token_bytes(-1),
             lambda: secrets.token_hex(1.5), lambda: secrets.token_urlsafe("2")]:
    try:
        print(call())
    except (TypeError, ValueError, IndexError, AttributeError) as e:
        print(type(e).__name__, e)

system = random.SystemRandom()
print(system.seed(5), system.seed(), repr(system.randbytes(0)), system.getrandbits(0))
for call in [system.getstate, lambda: system.setstate(None), lambda: system.getrandbits(-1),
             lambda: system.getrandbits("x"), lambda: system.randbytes(-1)]:
    try:
        print(call())
    except (NotImplementedError, ValueError, TypeError) as e:
        print(type(e).__name__, e)

for n in (None, 1, 5, 16, 33):
    token = secrets.token_bytes(n)
    text = secrets.token_hex(n)
    url = secrets.token_urlsafe(n)
    print(n, type(token).__name__, len(token), len(text), all(c in "0123456789abcdef" for c in text), len(url),
          all(c.isalnum() or c in "-_" for c in url))
for bound in (1, 2, 10, 2**70):
    values = [secrets.randbelow(bound) for _ in range(20)]
    print(bound, all(0 <= v < bound for v in values), type(values[0]).__name__)
for bits in (1, 8, 31, 32, 100):
    values = [secrets.randbits(bits) for _ in range(20)]
    print(bits, all(0 <= v < 2**bits for v in values))
print(secrets.choice([7]), secrets.choice("a"), secrets.choice(["x", "y", "z"]) in "xyz")
draws = [system.random() for _ in range(50)]
print(all(0.0 <= x < 1.0 for x in draws), type(draws[0]).__name__)
print(1 <= system.randint(1, 6) <= 6, sorted(system.sample(range(10), 10)) == list(range(10)), len(system.randbytes(9)))
deck = list(range(20))
system.shuffle(deck)
print(sorted(deck) == list(range(20)), 0.0 <= system.uniform(0, 1) <= 1.0, len(system.choices("abc", k=4)))
