# String building and methods: split, join, replace, format, f-strings, case changes.
words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
checksum = 0
lines = []
for i in range(40000):
    w = words[i % len(words)]
    line = f"{i:06d}|{w.upper()}|{w[::-1]}|{i * 7 % 101:>4}"
    line = line.replace("|", ";").lower()
    parts = line.split(";")
    joined = "-".join(p.strip() for p in parts)
    checksum = (checksum + len(joined) * (i % 13) + joined.count("a")) % 1000003
    if i % 1000 == 0:
        lines.append("{0}:{1}".format(i, joined.title()))
text = "\n".join(lines)
print(len(text), checksum)
print(lines[-1])
print(text.count("Alpha"), text.find("Theta"), text.startswith("0:"))
