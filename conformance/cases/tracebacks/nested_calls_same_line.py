# Nested calls on one line: each frame marks its own call.
def inner(x):
    return x.upper()


def outer(x):
    return len(inner(x)) + 1


print(outer("ok"))
print(outer(5))
