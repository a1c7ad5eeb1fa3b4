# Checks __getattr__ reading a missing attribute of self raises RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
class A:
    def __getattr__(self, name):
        return self.missing
A().anything
