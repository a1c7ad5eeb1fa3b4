# Checks __iter__ calling iter(self) raises RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
class A:
    def __iter__(self):
        return iter(self)
for x in A():
    pass
