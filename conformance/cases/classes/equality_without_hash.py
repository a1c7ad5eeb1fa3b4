"""Defining __eq__ without __hash__ makes instances unhashable."""


class Tag:
    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        return isinstance(other, Tag) and self.name == other.name


print(Tag("a") == Tag("a"), Tag("a") != Tag("b"), Tag("a") == "a")
print(Tag.__hash__ is None)
try:
    {Tag("a")}
except TypeError as error:
    print(error)
print(Tag("a") in [Tag("b"), Tag("a")])
