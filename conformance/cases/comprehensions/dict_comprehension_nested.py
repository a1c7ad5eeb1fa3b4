# Checks nested dict comprehensions and dicts of lists/sets built by comprehensions.
students = ["ann", "bob", "cy"]
subjects = ["math", "art"]
grid = {s: {sub: len(s) * (i + 1) for i, sub in enumerate(subjects)} for s in students}
print(grid)
print({sub: {s: grid[s][sub] for s in students} for sub in subjects})
print({s: sum(g.values()) for s, g in grid.items()})
print({s: max(g, key=g.get) for s, g in grid.items()})
edges = [("a", "b"), ("a", "c"), ("b", "c"), ("c", "a"), ("d", "a")]
nodes = sorted({n for e in edges for n in e})
adj = {n: [t for f, t in edges if f == n] for n in nodes}
print(adj)
indeg = {n: sum(1 for _, t in edges if t == n) for n in nodes}
print(indeg)
rev = {n: sorted(f for f, t in edges if t == n) for n in nodes}
print(rev)
matrix = {(i, j): i * j for i in range(3) for j in range(3)}
print({k: v for k, v in matrix.items() if v > 1})
print({i: [matrix[(i, j)] for j in range(3)] for i in range(3)})
config = {"db": {"host": "x", "port": 5432}, "cache": {"host": "y", "ttl": 60}}
flat = {f"{sec}.{k}": v for sec, opts in config.items() for k, v in opts.items()}
print(flat)
back = {}
for key, v in flat.items():
    sec, _, k = key.partition(".")
    back.setdefault(sec, {})[k] = v
print(back == config, back)
