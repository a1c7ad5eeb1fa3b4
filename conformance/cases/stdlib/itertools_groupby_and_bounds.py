# groupby compares keys with an identity shortcut; size arguments CPython takes as C integers
# are refused before any work.
import itertools


class Unequal:
    def __eq__(self, other):
        return False

    def __hash__(self):
        return 0

    def __repr__(self):
        return "U"


u = Unequal()
print([(key, len(list(group))) for key, group in itertools.groupby([u, u, u])])
print([(key, list(group)) for key, group in itertools.groupby([u, Unequal(), u])])
print([(k, "".join(g)) for k, g in itertools.groupby("aaabccdd")])


class Two:
    def __index__(self):
        return 2


print(list(itertools.islice("abcdef", Two())), list(itertools.islice("abcdef", 1, None, Two())))
print(list(itertools.repeat("z", Two())), list(itertools.combinations("abc", Two())))
print(list(itertools.permutations("ab", 2)), list(itertools.product("ab", repeat=Two())))

for make in (
    lambda: itertools.product("ab", repeat=2**62),
    lambda: itertools.product("ab", repeat=2**63),
    lambda: itertools.repeat(1, 2**63),
    lambda: itertools.islice("ab", 2**63),
    lambda: itertools.islice("ab", "x"),
    lambda: itertools.islice("ab", 0, 2, 0),
    lambda: itertools.combinations("ab", 2**63),
    lambda: itertools.combinations("ab", 1.5),
    lambda: itertools.permutations("ab", 2**63),
    lambda: itertools.combinations_with_replacement("ab", -1),
    lambda: itertools.product("ab", repeat=-1),
):
    try:
        make()
        print("made")
    except (OverflowError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
