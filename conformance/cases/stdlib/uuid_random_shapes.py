import random
import uuid

ids = [uuid.uuid4() for _ in range(20)]
print(all(u.version == 4 for u in ids), {u.variant for u in ids}, len(set(ids)))
u = ids[0]
print(type(u).__name__, len(str(u)), len(u.hex), len(u.bytes), u.urn.startswith("urn:uuid:"), str(u)[14])
print(str(u).count("-"), [len(part) for part in str(u).split("-")], 0 <= u.int < 2**128)
print(uuid.UUID(str(u)) == u, uuid.UUID(bytes=u.bytes) == u, uuid.UUID(int=u.int, version=4) == u)
print(uuid.uuid5(uuid.NAMESPACE_DNS, "python.org"), uuid.uuid3(uuid.NAMESPACE_URL, "https://example.com"))
node = uuid.getnode()
print(type(node).__name__, 0 <= node < 2**48, uuid.getnode() == node)

random.seed()
values = [random.random() for _ in range(10)]
print(all(0 <= v < 1 for v in values), len(set(values)))
generator = random.Random()
print(0 <= generator.random() < 1, 1 <= generator.randint(1, 10) <= 10, len(generator.sample(range(100), 5)))
print(generator.gauss_next, type(random.SystemRandom().gauss(0, 1)).__name__)
random.seed(12345)
first = [random.randrange(1000) for _ in range(5)]
random.seed(12345)
print(first == [random.randrange(1000) for _ in range(5)], first)
state = generator.getstate()
after = generator.random()
generator.setstate(state)
print(generator.random() == after, state[0], len(state[1]))
