# Checks an instance whose __repr__ shows a list containing the instance prints [...]
# expect: ok
# stdout-ends: D{'me': D{...}}\n
class Node:
    def __init__(self):
        self.items = [self]
    def __repr__(self):
        return f'Node({self.items})'
print(repr(Node()))
class D:
    def __init__(self):
        self.d = {'me': self}
    def __repr__(self):
        return 'D' + repr(self.d)
print(D())
