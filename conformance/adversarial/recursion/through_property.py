# Checks a property reading itself raises RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
class A:
    @property
    def x(self):
        return self.x
A().x
