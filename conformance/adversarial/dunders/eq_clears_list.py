# Checks __eq__ that clears the list being searched behaves as in CPython
# expect: ok
# stdout-ends: False []\n
class K:
    def __eq__(self, other):
        data.clear()
        return False
data = [1, 2, 3, 4]
print(data.count(K()), data)
data = [1, 2, 3]
print(K() in data, data)
