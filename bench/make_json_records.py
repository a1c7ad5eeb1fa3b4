"""Writes a JSON document of N records (about 200 bytes each) to the given path, as a tool's
result might be: nested objects, strings with some non-ASCII text, ints, floats, bools, nulls."""

import json
import random
import sys

path, count = sys.argv[1], int(sys.argv[2])
rng = random.Random(27)
words = ["alpha", "beta", "gamma", "delta", "Zürich", "café", "naïve", "東京", "smörgåsbord", "x"]
records = [
    {
        "id": i,
        "name": " ".join(rng.choice(words) for _ in range(3)),
        "score": round(rng.uniform(0, 100), 3),
        "active": rng.random() < 0.5,
        "parent": None if i % 7 else i // 7,
        "tags": rng.sample(words, 3),
        "location": {"lat": rng.uniform(-90, 90), "lon": rng.uniform(-180, 180)},
        "counts": [rng.randrange(1000) for _ in range(4)],
    }
    for i in range(count)
]
with open(path, "w") as f:
    json.dump({"status": "ok", "total": count, "records": records}, f)
