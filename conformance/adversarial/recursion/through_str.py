# Checks __str__ calling str(self) via print raises RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
class A:
    def __str__(self):
        return str(self)
print(A())
