# Checks __eq__ comparing self == other raises RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
class A:
    def __eq__(self, other):
        return self == other
A() == A()
