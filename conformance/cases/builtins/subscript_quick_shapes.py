# Subscripts that take the quick paths (exact dicts with str and int keys, list/tuple indexes,
# slices without a step) next to those that must go the general way: equal numbers of other
# types, str subclasses with their own equality, dict subclasses with __missing__, edges.
d = {"a": 1, 2: "two", True: "true", 3.0: "three", None: "none"}
print(d["a"], d[2], d[1], d[True], d[3], d[3.0], d[None])
print(d.get("b"), d.get(4, "missing"), "a" in d, 1 in d, 3 in d, 5 in d)
try:
    d["zz"]
except KeyError as e:
    print("KeyError", e)
try:
    d[99]
except KeyError as e:
    print("KeyError", e)


class Folded(str):
    def __eq__(self, other):
        return isinstance(other, str) and self.lower() == other.lower()

    def __hash__(self):
        return hash(self.lower())


f = {Folded("Key"): "folded"}
print(f.get("key"), f.get("KEY"), "key" in f)
g = {"key": "plain"}
print(g[Folded("KEY")], g.get(Folded("kEy")))


class Counter(dict):
    def __missing__(self, key):
        return 0


c = Counter(a=2)
print(c["a"], c["b"], c[7])
c["x"] = 5
print(sorted(c.items()))

big = {10**20: "big", -(2**63): "min", 2**63 - 1: "max"}
print(big[10**20], big[-(2**63)], big[2**63 - 1])
s = {}
for word in "the cat and the hat and the bat".split():
    s[word] = s.get(word, 0) + 1
print(s)
nums = {}
for i in range(-5, 40, 3):
    nums[i] = i * i
print(nums[-5], nums[37], nums.get(38), len(nums))
items = [10, 20, 30]
t = (1, 2, 3)
print(items[0], items[-1], items[-3], t[2], t[-3])
for bad in (3, -4, 10**20):
    try:
        items[bad]
    except IndexError as e:
        print("IndexError", e)
print(int("42"), int("-0"), int("+7"), int("007"), int("123456789012345678"), int("1234567890123456789"))
print(int(" 12 "), int("1_000"), int("-999999999999999999999"))
for text in ("", "-", "+", "1.5", "١٢"):
    try:
        print(int(text))
    except ValueError as e:
        print("ValueError", e)

word = "2024-05-17"
ascii_and_not = ["2024-05-17", "héllo wörld", ""]
for text in ascii_and_not:
    print(repr(text[:7]), repr(text[3:]), repr(text[-3:]), repr(text[-100:2]), repr(text[5:2]), repr(text[:]))
    print(repr(text[2:-2]), repr(text[10**20:]), repr(text[:-10**20]), repr(text[::2]), repr(text[None:4]))
seq = [0, 1, 2, 3, 4, 5]
tup = tuple(seq)
print(seq[:3], seq[3:], seq[-2:], seq[-100:100], seq[4:1], seq[:], seq[1:-1], seq[::-2])
print(tup[:3], tup[3:], tup[-2:], tup[4:1], tup[1:-1], seq[True:], seq[:False])
copy = seq[:]
copy.append(6)
print(len(seq), len(copy))


class Shout(str):
    def __getitem__(self, key):
        return f"Shout[{key!r}]"


class Tail(list):
    pass


print(Shout("quiet")[:3], Tail([1, 2, 3])[1:], type(Tail([1, 2, 3])[1:]).__name__)
try:
    seq["a":]
except TypeError as e:
    print("TypeError", e)
try:
    word[1.5:]
except TypeError as e:
    print("TypeError", e)
