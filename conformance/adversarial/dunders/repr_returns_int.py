# Checks __repr__ returning an int is CPython's TypeError
# expect: TypeError: __repr__ returned non-string (type int)
class K:
    def __repr__(self):
        return 5
print([K()])
