# Checks __getitem__ indexing self raises RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
class A:
    def __getitem__(self, i):
        return self[i]
A()[0]
