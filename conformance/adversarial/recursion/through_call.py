# Checks __call__ calling self() raises RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
class A:
    def __call__(self):
        return self()
A()()
