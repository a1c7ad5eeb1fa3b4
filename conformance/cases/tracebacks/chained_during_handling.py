# An exception raised while handling another.
def lookup(table, key):
    try:
        return table[key]
    except KeyError:
        return table["default"] + 1


lookup({"a": 1}, "b")
