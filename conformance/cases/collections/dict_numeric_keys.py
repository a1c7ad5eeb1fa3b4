# Checks that equal numbers (1, 1.0, True) collide as dict keys and set members, keeping the first key.
d = {}
d[1] = "int"
d[1.0] = "float"
d[True] = "bool"
print(d, len(d))
d2 = {True: "t", 1: "i"}
print(d2)
d3 = {0: "zero", False: "false", 0.0: "fzero", -0.0: "neg"}
print(d3)
print({1, 1.0, True}, {0, False, 0.0}, {1.0, 1}, {True, 1}, len({2, 2.0}))
s = {1.0}
s.add(1)
print(s)
print(d[1.0], d[True], 1.0 in d, 2 in {2.0: "x"})
big = {2**64: "big"}
print(big[float(2**64)], 2.0**64 in big)
nan = float("nan")
n = {nan: 1}
n[nan] = 2
print(len(n), list(n.values()))
n2 = {float("nan"): 1, float("nan"): 2}
print(len(n2))
counts = {}
for v in [1, 1.0, True, 2, 2.0, 0, False]:
    counts[v] = counts.get(v, 0) + 1
print(counts)
keys = {(1, 2): "a", (1.0, 2.0): "b"}
print(keys)
print({-0.0: "x"}[0], {0: "y"}[-0.0])
print(hash(1) == hash(1.0) == hash(True), hash(0.5) != hash(0))
