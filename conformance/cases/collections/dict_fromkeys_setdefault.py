# Checks grouping and counting idioms built on setdefault, get and fromkeys.
words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot", "beet"]
groups = {}
for w in words:
    groups.setdefault(w[0], []).append(w)
print(groups)
lengths = {}
for w in words:
    lengths[len(w)] = lengths.get(len(w), 0) + 1
print(lengths, sorted(lengths.items()))
seen = dict.fromkeys(["c", "a", "c", "b", "a"])
print(list(seen), seen)
flags = dict.fromkeys(range(5), False)
flags[2] = True
print(flags)
matrix = {}
for r in range(3):
    for col in range(3):
        matrix.setdefault(r, {})[col] = r * col
print(matrix)
nested = {}
path = ["a", "b", "c"]
node = nested
for p in path:
    node = node.setdefault(p, {})
node["leaf"] = 1
print(nested)
counter = {}
for ch in "mississippi":
    counter[ch] = counter.setdefault(ch, 0) + 1
print(counter)
print(max(counter.items(), key=lambda kv: kv[1]), min(counter, key=counter.get))
inverted = {}
for k, v in counter.items():
    inverted.setdefault(v, []).append(k)
print(inverted)
print(dict.fromkeys([]), dict.fromkeys("ab", None), dict.fromkeys((1, 1.0, True), "dup"))
