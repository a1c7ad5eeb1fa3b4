"""Recursive functions over a nested dict tree: depth, count and paths."""

tree = {"a": {"b": {"c": {}}, "d": {}}, "e": {}}


def depth(node):
    return 1 + max((depth(child) for child in node.values()), default=0)


def paths(node, prefix=""):
    for name, child in sorted(node.items()):
        path = f"{prefix}/{name}"
        yield path
        yield from paths(child, path)


print(depth(tree), list(paths(tree)))
