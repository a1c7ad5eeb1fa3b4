# Checks deduplication with sets/dicts in comprehensions while preserving order.
emails = ["A@x.com", "b@y.com", "a@x.com", "C@z.com", "b@y.com", "d@x.com"]
normalized = [e.lower() for e in emails]
print(normalized)
print(list(dict.fromkeys(normalized)))
seen = set()
ordered = [e for e in normalized if not (e in seen or seen.add(e))]
print(ordered)
print(sorted(seen))
print(len(set(normalized)), len(normalized))
domains = sorted({e.split("@")[1] for e in normalized})
print(domains)
per_domain = {d: [e for e in ordered if e.endswith("@" + d)] for d in domains}
print(per_domain)
first_index = {}
for i, e in enumerate(normalized):
    first_index.setdefault(e, i)
print(first_index)
dupes = sorted({e for e in normalized if normalized.count(e) > 1})
print(dupes)
nums = [3, 1, 3, 2, 1, 5, 2, 3]
print(list(dict.fromkeys(nums)))
print(sorted(set(nums)), sorted(set(nums), reverse=True))
print({n: nums.count(n) for n in dict.fromkeys(nums)})
last_pos = {n: i for i, n in enumerate(nums)}
print(last_pos)
