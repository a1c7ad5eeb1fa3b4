# Checks subclassing frozenset: a Permissions class built in __new__, used as dict keys and set members alongside plain frozensets, its repr naming the class, operators returning plain frozensets, and copies.
import copy


class Permissions(frozenset):
    VALID = ("read", "write", "admin")

    def __new__(cls, *names, owner=None):
        for name in names:
            if name not in cls.VALID:
                raise ValueError(f"unknown permission {name!r}")
        self = super().__new__(cls, names)
        self.owner = owner
        return self

    def allows(self, name):
        return name in self or "admin" in self

    def describe(self):
        return "+".join(sorted(self)) or "none"


reader = Permissions("read", owner="ann")
editor = Permissions("read", "write", owner="bob")
root = Permissions("admin")
print(reader.describe(), editor.describe(), root.describe(), Permissions().describe())
print(reader.allows("write"), editor.allows("write"), root.allows("write"), reader.owner, root.owner)
print(type(editor).__name__, isinstance(editor, frozenset), len(editor), "write" in editor, sorted(editor))
try:
    Permissions("read", "delete")
except ValueError as error:
    print("ValueError:", error)

# Equal to plain frozensets and sets, with the same hash, so they find each other as keys.
print(reader == frozenset({"read"}), reader == {"read"}, hash(reader) == hash(frozenset({"read"})))
roles = {reader: "reader", editor: "editor", frozenset({"admin"}): "root"}
print(roles[frozenset({"read"})], roles[Permissions("read", "write")], roles[root])
print(frozenset({"read"}) in {reader}, Permissions("admin") in {frozenset({"admin"})})

# The operators and the copying methods return plain frozensets.
for result in (editor | reader, editor & reader, editor - reader, editor ^ root, editor.union(), editor.copy(), editor.intersection({"read"})):
    print(type(result).__name__, sorted(result))
print(editor.copy() == editor, editor.copy() is editor, reader <= editor, editor > reader, editor.isdisjoint(root))
merged = reader
merged |= root
print(type(merged).__name__, sorted(merged), type(reader).__name__)

# The default repr names the class; numbers keep a stable order.
class Levels(frozenset):
    pass


levels = Levels([3, 1, 2])
print(repr(levels), str(levels), f"{levels}", repr(Levels()), [levels], frozenset.__repr__(levels))
print(sorted(levels), sum(levels), max(levels), list(map(str, sorted(levels))))
print(frozenset(levels), type(frozenset(levels)).__name__, set(levels), type(levels | {9}).__name__)

# Copies rebuild the instance through the class.
copied = copy.copy(levels)
print(type(copied).__name__, copied == levels, copied is levels)
print(type(copy.deepcopy(levels)).__name__, copy.deepcopy(Levels([(1, 2)])))
