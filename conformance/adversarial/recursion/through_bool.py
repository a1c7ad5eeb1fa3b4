# Checks __bool__ calling not self raises RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
class A:
    def __bool__(self):
        return not self
if A():
    pass
