import pprint
from collections import OrderedDict, defaultdict, Counter, deque
from dataclasses import dataclass, field
data = {"users": [{"name": "ada", "roles": ["admin", "dev"], "meta": {"age": 36, "langs": ("en", "fr")}}, {"name": "bob", "roles": [], "meta": {}}], "count": 2, "tags": {3, 1, 2}, "z": None, "numbers": list(range(30))}
pprint.pprint(data)
pprint.pprint(data, width=40)
pprint.pprint(data, indent=4, width=60, sort_dicts=False)
pprint.pprint(data, depth=2)
pprint.pprint(list(range(50)), compact=True)
pprint.pprint(list(range(50)), width=30, compact=True)
print(pprint.pformat({"long": "word " * 30}))
pprint.pprint(["a very long string " * 6, ("tuple", 1), (2,)], width=50)
pprint.pprint(OrderedDict((str(i), i * 1000) for i in range(12)))
pprint.pprint(defaultdict(list, {"k" + str(i): [i] * 5 for i in range(6)}))
pprint.pprint(Counter("the quick brown fox jumps over the lazy dog" * 3))
pprint.pprint(deque(range(40)), width=40)
pprint.pprint(deque(range(40), maxlen=35), width=40)
@dataclass
class Point:
    x: int
    y: int
    label: str = "origin point with a long label"
    history: list = field(default_factory=lambda: list(range(20)))
pprint.pprint(Point(1, 2))
pprint.pprint([Point(3, 4)], width=40)
r = [1, 2]; r.append(r)
print(pprint.pformat(r, width=5).startswith("[1,\n 2,\n <Recursion on list with id="))
print(pprint.saferepr(r)[:20], pprint.isrecursive(r), pprint.isreadable([1, 2]), pprint.isreadable(object()))
pprint.pprint({1: "a", "b": 2, (1, 2): [3]}, width=10)
pprint.pprint(frozenset({3, 1, 2}), width=5)
pprint.pprint(12345678901234567890, underscore_numbers=True)
pprint.pp({"b": 1, "a": 2})
print(pprint.pformat("short"), pprint.pformat(["x" * 40, "y" * 40]))
