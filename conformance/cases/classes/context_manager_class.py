"""A class-based context manager with __enter__ and __exit__ handling errors."""


class Section:
    def __init__(self, name, swallow=False):
        self.name = name
        self.swallow = swallow

    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type.__name__ if exc_type else None, exc)
        return self.swallow


with Section("a") as s:
    print("inside", s.name)
with Section("b", swallow=True):
    raise KeyError("swallowed")
try:
    with Section("c"):
        raise ValueError("propagates")
except ValueError as error:
    print("outside caught", error)
with Section("outer"), Section("inner"):
    print("both")
