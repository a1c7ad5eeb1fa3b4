"""pass and ... as placeholder bodies."""


def todo():
    pass


def later():
    ...


class Empty:
    pass


print(todo(), later(), Empty.__name__, ... is Ellipsis)
for _ in range(3):
    pass
print("loop ran")
