# Checks comprehension filters: chained comparisons, membership, boolean ops, isinstance.
mixed = [1, "two", 3.0, None, [4], (5,), True, 0, "", {"k": 6}, -7]
print([x for x in mixed if isinstance(x, int)])
print([x for x in mixed if isinstance(x, int) and not isinstance(x, bool)])
print([x for x in mixed if isinstance(x, (list, tuple))])
print([x for x in mixed if x])
print([repr(x) for x in mixed if not x])
print([x for x in mixed if x is None or x == 0])
nums = range(-10, 30, 3)
print([n for n in nums if 0 <= n < 15])
print([n for n in nums if not 0 <= n < 15])
print([n for n in nums if n in (-7, 2, 11, 99)])
print([n for n in nums if n not in range(0, 20)])
print([n for n in nums if n % 2 == 0 and n % 3 == 0 or n == -10])
words = ["apple", "Banana", "cherry", "date", "Elder", "fig"]
print([w for w in words if w[0] in "aeiouAEIOU"])
print([w for w in words if w.islower() and len(w) <= 4])
print([w for w in words if "an" in w or w.endswith("g")])
print([w for w in words if w.lower() > "c"])
print([w for i, w in enumerate(words) if i % 2 == 0])
stock = {"a": 0, "b": 5, "c": 12, "d": 0}
print([k for k, v in stock.items() if v])
print({k: v for k, v in stock.items() if v > 4})
print([k for k in stock if stock[k] == 0])
