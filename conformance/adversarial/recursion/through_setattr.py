# Checks __setattr__ calling setattr(self) raises RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
class A:
    def __setattr__(self, name, value):
        setattr(self, name, value)
A().x = 1
