# Checks comprehensions that build formatted strings and text tables.
users = [("ann", 34, 1200.5), ("bob", 27, 99.0), ("carolyn", 41, 15000.25)]
print([f"{n}:{a}" for n, a, _ in users])
print("\n".join(f"{n:<10}|{a:>4}|{b:>12,.2f}" for n, a, b in users))
print(", ".join(f"{n.title()} ({a})" for n, a, _ in sorted(users, key=lambda u: u[1])))
header = ["name", "age"]
rows = [[n, str(a)] for n, a, _ in users]
widths = [max(len(r[i]) for r in [header] + rows) for i in range(len(header))]
print(widths)
print(" | ".join(h.ljust(w) for h, w in zip(header, widths)))
print("-+-".join("-" * w for w in widths))
for r in rows:
    print(" | ".join(c.ljust(w) for c, w in zip(r, widths)))
print("".join(str(i % 10) for i in range(1, 21)))
print(" ".join(f"{b:08b}" for b in [1, 127, 200]))
print(" ".join(f"{i:#x}" for i in [10, 255, 4096]))
csv = "\n".join(",".join(str(x) for x in row) for row in [[1, 2, 3], ["a", "b", "c"]])
print(csv)
print([s.center(9, "*") for s in ["a", "abc", "abcde"]])
print("%s" % [f"{p:.1%}" for p in [0.5, 0.125, 1]])
