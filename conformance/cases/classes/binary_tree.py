# Checks a binary search tree class with recursive insert, search, traversals, height and min/max.
class BST:
    def __init__(self, key, value=None):
        self.key = key
        self.value = value
        self.left = None
        self.right = None

    def insert(self, key, value=None):
        if key == self.key:
            self.value = value
        elif key < self.key:
            if self.left is None:
                self.left = BST(key, value)
            else:
                self.left.insert(key, value)
        else:
            if self.right is None:
                self.right = BST(key, value)
            else:
                self.right.insert(key, value)
        return self

    def find(self, key):
        if key == self.key:
            return self.value
        child = self.left if key < self.key else self.right
        return child.find(key) if child else None

    def inorder(self):
        out = []
        if self.left:
            out.extend(self.left.inorder())
        out.append(self.key)
        if self.right:
            out.extend(self.right.inorder())
        return out

    def height(self):
        lh = self.left.height() if self.left is not None else 0
        rh = self.right.height() if self.right is not None else 0
        return 1 + max(lh, rh)

    def __len__(self):
        left = len(self.left) if self.left is not None else 0
        right = len(self.right) if self.right is not None else 0
        return 1 + left + right

    def __contains__(self, key):
        node = self
        while node:
            if key == node.key:
                return True
            node = node.left if key < node.key else node.right
        return False

    def show(self, indent=0):
        lines = []
        if self.right:
            lines.extend(self.right.show(indent + 4))
        lines.append(" " * indent + str(self.key))
        if self.left:
            lines.extend(self.left.show(indent + 4))
        return lines

root = BST(50, "root")
for k in [30, 70, 20, 40, 60, 80, 35, 45, 65]:
    root.insert(k, f"v{k}")
print(root.inorder())
print(len(root), root.height(), root.inorder()[0], root.inorder()[-1])
print(root.find(45), root.find(50), root.find(99))
print(40 in root, 41 in root)
root.insert(45, "updated")
print(root.find(45), len(root))
print("\n".join(root.show()))

chain = BST(0)
for i in range(1, 30):
    chain.insert(i)
print(chain.height(), len(chain), bool(chain), 29 in chain, 30 in chain)
