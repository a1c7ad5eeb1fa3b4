"""str.format with ** of a value that is not a mapping."""

for value in [1, None, [("a", 1)]]:
    try:
        print("{a}".format(**value))
    except TypeError as error:
        print(type(error).__name__, error)
print("{a}-{b}".format(**{"a": 1, "b": 2}))
