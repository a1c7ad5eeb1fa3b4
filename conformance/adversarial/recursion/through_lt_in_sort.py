# Checks __lt__ comparing self < other inside sorted() raises RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
class A:
    def __lt__(self, other):
        return self < other
sorted([A(), A()])
