# Checks recursive walks over nested lists and dicts.
def flatten(x):
    if isinstance(x, list):
        out = []
        for item in x:
            out.extend(flatten(item))
        return out
    return [x]

nested = [1, [2, [3, [4, 5]], 6], [[7]], [], 8]
print(flatten(nested))

def depth(x):
    if isinstance(x, list):
        return 1 + max((depth(i) for i in x), default=0)
    return 0

print(depth(nested), depth([]), depth(5), depth([[[]]]))

tree = {
    "name": "root",
    "children": [
        {"name": "a", "children": [{"name": "a1", "children": []}, {"name": "a2", "children": []}]},
        {"name": "b", "children": [{"name": "b1", "children": [{"name": "b1x", "children": []}]}]},
        {"name": "c", "children": []},
    ],
}

def show(node, indent=0):
    print("  " * indent + node["name"])
    for ch in node["children"]:
        show(ch, indent + 1)

show(tree)

def count_nodes(node):
    return 1 + sum(count_nodes(c) for c in node["children"])

def leaves(node):
    if not node["children"]:
        return [node["name"]]
    result = []
    for c in node["children"]:
        result += leaves(c)
    return result

def find_path(node, target, path=()):
    path = path + (node["name"],)
    if node["name"] == target:
        return path
    for c in node["children"]:
        p = find_path(c, target, path)
        if p:
            return p
    return None

print(count_nodes(tree))
print(leaves(tree))
print(find_path(tree, "b1x"))
print(find_path(tree, "zz"))

def sum_values(obj):
    if isinstance(obj, dict):
        return sum(sum_values(v) for v in obj.values())
    if isinstance(obj, (list, tuple)):
        return sum(sum_values(v) for v in obj)
    if isinstance(obj, (int, float)) and not isinstance(obj, bool):
        return obj
    return 0

config = {"a": 1, "b": [2, 3, {"c": 4}], "d": {"e": (5, 6), "f": "skip", "g": True}}
print(sum_values(config))
