# Checks __hash__ recursing while the object is inserted as a dict key raises RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
class A:
    def __hash__(self):
        return hash(self)
d = {A(): 1}
