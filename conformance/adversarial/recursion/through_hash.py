# Checks __hash__ calling hash(self) raises RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
class A:
    def __hash__(self):
        return hash(self)
hash(A())
