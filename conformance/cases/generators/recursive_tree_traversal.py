# Checks recursive generators using yield from for tree traversals and nested structure flattening.
class Node:
    def __init__(self, value, children=None):
        self.value = value
        self.children = children or []
    def __repr__(self):
        return f"Node({self.value!r})"

tree = Node("root", [
    Node("a", [Node("a1"), Node("a2", [Node("a2x")])]),
    Node("b"),
    Node("c", [Node("c1")]),
])

def preorder(node):
    yield node.value
    for child in node.children:
        yield from preorder(child)

def postorder(node):
    for child in node.children:
        yield from postorder(child)
    yield node.value

def with_depth(node, depth=0):
    yield depth, node.value
    for child in node.children:
        yield from with_depth(child, depth + 1)

def leaves(node):
    if not node.children:
        yield node
        return
    for child in node.children:
        yield from leaves(child)

def paths(node, prefix=()):
    here = prefix + (node.value,)
    if not node.children:
        yield "/".join(here)
    for child in node.children:
        yield from paths(child, here)

print(list(preorder(tree)))
print(list(postorder(tree)))
for depth, value in with_depth(tree):
    print("  " * depth + value)
print(list(leaves(tree)))
print(list(paths(tree)))

def count_nodes(node):
    total = 1
    for child in node.children:
        total += yield from count_and_yield(child)
    return total

def count_and_yield(node):
    yield node.value
    total = 1
    for child in node.children:
        total += yield from count_and_yield(child)
    return total

g = count_nodes(tree)
seen = []
try:
    while True:
        seen.append(next(g))
except StopIteration as e:
    print("visited", seen, "count", e.value)
