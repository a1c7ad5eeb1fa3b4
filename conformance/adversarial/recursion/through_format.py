# Checks __format__ formatting self in an f-string raises RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
class A:
    def __format__(self, spec):
        return f'{self}'
f'{A()}'
