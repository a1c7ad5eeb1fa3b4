# Set membership and insertion across key types whose equality needs no Python code (ints,
# bools, floats, None, strs) and keys whose equality does (user __eq__ with colliding hashes, a
# float equal to an int), including an __eq__ that changes the set while it is searched.
s = {1, True, 1.0, 2, 2.5, None, "a", "b", 0, False, -0.0}
print(sorted(map(repr, s)), len(s))
print(1 in s, True in s, 1.0 in s, 2.0 in s, "a" in s, None in s, 0.0 in s, "c" in s, 3 in s)
nan = float("nan")
t = {nan, nan, float("nan")}
print(len(t), nan in t, float("nan") in t)


class Key:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return self.n

    def __eq__(self, other):
        return isinstance(other, int) and other == self.n or isinstance(other, Key) and other.n == self.n


u = {5, Key(5), 6}
print(len(u), Key(5) in u, 5 in u, Key(7) in u, 7 in u)
u.add(Key(6))
u.add(7)
print(len(u), sorted(x if isinstance(x, int) else -x.n for x in u))


class Meddler:
    def __hash__(self):
        return 1

    def __eq__(self, other):
        box.discard(1)
        return False


box = {1, 2, 3}
print(Meddler() in box, sorted(box))
words = {w for w in "the quick brown fox jumps over the lazy dog the end".split()}
print(sorted(words), {x % 7 for x in range(100)}, {i * 0.5 for i in range(6)})
big = {x % 1009 for x in range(0, 50000, 7)}
print(len(big), sum(big), 1008 in big, 1009 in big, -1 in big)
