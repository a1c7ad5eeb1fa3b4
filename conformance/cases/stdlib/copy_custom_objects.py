import copy


class Node:
    def __init__(self, val, children=None):
        self.val = val
        self.children = children or []

    def __repr__(self):
        return f"Node({self.val}, {self.children})"


tree = Node(1, [Node(2), Node(3, [Node(4)])])
shallow = copy.copy(tree)
deep = copy.deepcopy(tree)
tree.children[1].children.append(Node(5))
print(shallow)
print(deep)
print(shallow.children is tree.children, deep.children is tree.children)
shared = [1, 2]
pair = [shared, shared]
dp = copy.deepcopy(pair)
print(dp[0] is dp[1], dp[0] is shared)
cyc = {"name": "loop"}
cyc["self"] = cyc
c2 = copy.deepcopy(cyc)
print(c2["self"] is c2, c2 is cyc)


class Tracked:
    def __init__(self, x):
        self.x = x

    def __copy__(self):
        print("copy hook")
        return Tracked(self.x)

    def __deepcopy__(self, memo):
        print("deepcopy hook", len(memo) >= 0)
        return Tracked(copy.deepcopy(self.x, memo))


t = Tracked([1])
print(copy.copy(t).x, copy.deepcopy(t).x is t.x)
t2 = (1, 2, (3,))
print(copy.deepcopy(t2) is t2, copy.copy([1]) == [1], copy.replace if hasattr(copy, "replace") else "n/a")
