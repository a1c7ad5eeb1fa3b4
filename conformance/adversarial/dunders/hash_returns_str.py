# Checks __hash__ returning a str is CPython's TypeError
# expect: TypeError: __hash__ method should return an integer
class K:
    def __hash__(self):
        return 'x'
d = {K(): 1}
