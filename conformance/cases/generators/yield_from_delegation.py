"""yield from delegating to sub-generators and collecting their return values."""


def numbered(label, n):
    for i in range(n):
        yield f"{label}{i}"
    return n


def combined():
    first = yield from numbered("a", 2)
    second = yield from numbered("b", 3)
    yield f"total {first + second}"


print(list(combined()))
