# Checks __hash__ that grows the set it is being added to behaves as in CPython
# expect: ok
# stdout-ends: 4\n
class K:
    def __hash__(self):
        s.add(len(s) + 1000)
        return 5
s = {1, 2}
s.add(K())
print(len(s))
