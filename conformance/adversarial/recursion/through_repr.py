# Checks __repr__ calling repr(self) raises RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
class A:
    def __repr__(self):
        return repr(self)
repr(A())
