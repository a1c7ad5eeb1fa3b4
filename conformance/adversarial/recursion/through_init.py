# Checks __init__ constructing another instance raises RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
class A:
    def __init__(self):
        self.child = A()
A()
