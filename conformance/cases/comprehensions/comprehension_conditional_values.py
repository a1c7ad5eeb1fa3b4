# Checks conditional expressions as comprehension values and nested ternaries.
scores = [95, 82, 67, 45, 100, 73, 58]

def grade(s):
    return "A" if s >= 90 else "B" if s >= 80 else "C" if s >= 70 else "D" if s >= 60 else "F"

print([grade(s) for s in scores])
print(["A" if s >= 90 else "B" if s >= 80 else "other" for s in scores])
print([s if s >= 60 else None for s in scores])
print([(s, "pass" if s >= 60 else "fail") for s in scores])
print({s: ("high" if s > 80 else "low") for s in scores})
counts = {g: [grade(s) for s in scores].count(g) for g in "ABCDF"}
print(counts)
print([x if x % 2 else -x for x in range(8)])
print([(x, y) if x < y else (y, x) for x, y in [(1, 2), (5, 3), (4, 4)]])
print([n // 2 if n % 2 == 0 else 3 * n + 1 for n in range(1, 11)])
print(["-".join(w) if len(w) < 4 else w.upper() for w in ["ab", "abcd", "xyz"]])
vals = [3, None, 0, "", "x", [], [0]]
print([v if v else "empty" for v in vals])
print([v or "default" for v in vals])
print([v and "truthy" for v in vals])
