# Checks subclassing set: a Tags set that records what is added, which operations keep the subclass (in-place ones) and which return a plain set, the default repr naming the class, attributes on instances, copies, and hashing.
import copy


class Tags(set):
    def __init__(self, items=(), source="manual"):
        super().__init__(items)
        self.source = source
        self.history = []

    def add(self, tag):
        tag = tag.strip().lower()
        self.history.append(tag)
        super().add(tag)

    def add_all(self, tags):
        for tag in tags:
            self.add(tag)
        return self


tags = Tags(["python"], source="import")
tags.add("  Rust ")
tags.add_all(["Go", "python"])
print(sorted(tags), tags.history, tags.source, len(tags))
print(type(tags).__name__, isinstance(tags, set), isinstance(tags, Tags), issubclass(Tags, set))
print("rust" in tags, "java" in tags, tags == {"python", "rust", "go"}, {"go", "rust", "python"} == tags)

# Binary operators and the non-mutating methods return plain sets.
for result in (tags | {"c"}, tags & {"go"}, tags - {"go"}, tags ^ {"go", "c"}, tags.union(["x"]), tags.copy(), tags.difference()):
    print(type(result).__name__, sorted(result))

# In-place operators and the mutating methods keep the instance (and its attributes).
before = id(tags)
tags |= {"zig"}
tags -= {"go"}
tags &= {"zig", "rust", "python", "c"}
tags ^= {"c"}
print(type(tags).__name__, id(tags) == before, sorted(tags), tags.source)
tags.update(["a", "b"])
tags.discard("a")
tags.remove("b")
tags.intersection_update({"zig", "rust", "c", "python"})
tags.difference_update({"c"})
tags.symmetric_difference_update({"ocaml"})
print(sorted(tags), tags.history)

# The default repr names the subclass, as set's own repr does.
numbers = Tags([3, 1, 2])
print(repr(numbers), str(numbers), f"{numbers}", repr(Tags()), set.__repr__(numbers))
numbers.clear()
print(numbers, bool(numbers), len(numbers))


class Labels(set):
    def __repr__(self):
        return "Labels<" + ", ".join(sorted(self)) + ">"


labels = Labels({"b", "a"})
print(labels, [labels], str(labels), f"{labels!r}")
labels.colour = "red"
print(labels.colour, labels.__dict__, vars(labels))

# Copies are new instances of the class, rebuilt through the class, with the attributes.
copied = copy.copy(tags)
print(type(copied).__name__, sorted(copied) == sorted(tags), copied is tags, copied.source, copied.history is tags.history)
deep = copy.deepcopy(tags)
print(type(deep).__name__, deep.history == tags.history, deep.history is tags.history)

# Like set, the subclass is unhashable and cannot be a dict key or a set member.
for attempt in (lambda: hash(tags), lambda: {tags: 1}, lambda: {frozenset(), Labels()}):
    try:
        attempt()
    except TypeError as error:
        print("TypeError:", error)

# Iteration, sorting, len, sum and min see the items.
scores = Tags([5, 3, 9])
print(sorted(scores), sum(scores), min(scores), max(scores), len(scores), list(sorted(scores, reverse=True)))
print([x * 2 for x in sorted(scores)], any(x > 8 for x in scores), set(scores) == scores, type(set(scores)).__name__)
