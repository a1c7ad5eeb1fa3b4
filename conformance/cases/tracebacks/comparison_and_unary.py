# A comparison that fails: the whole comparison is marked.
def pick(a, b):
    return a if a < b else -b


print(pick(1, 2))
pick(1, "2")
