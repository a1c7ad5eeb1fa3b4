# Checks __len__ calling len(self) raises RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
class A:
    def __len__(self):
        return len(self)
len(A())
