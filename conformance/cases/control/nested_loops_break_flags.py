"""Breaking out of nested loops with a flag and with a function return."""

grid = [[1, 2, 3], [4, 99, 6], [7, 8, 9]]
found = None
for r, row in enumerate(grid):
    for c, value in enumerate(row):
        if value > 50:
            found = (r, c)
            break
    if found:
        break
print(found)


def locate(target):
    for r, row in enumerate(grid):
        for c, value in enumerate(row):
            if value == target:
                return r, c
    return None


print(locate(8), locate(100))
