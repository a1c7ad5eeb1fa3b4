# A subscript inside a function, with spaces inside the brackets.
def third(items):
    return items[ 2 ] + 1


print(third([1, 2, 3]))
third([1, 2])
