from contextlib import ExitStack, suppress, nullcontext, closing

with suppress(KeyError, IndexError):
    {}["x"]
print("after suppress")
try:
    with suppress(KeyError):
        int("x")
except ValueError as e:
    print("ValueError", e)


class Res:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, *exc):
        print("exit", self.name, exc[0].__name__ if exc[0] else None)
        return False

    def close(self):
        print("close", self.name)


with ExitStack() as stack:
    rs = [stack.enter_context(Res(n)) for n in "abc"]
    stack.callback(print, "callback ran")
    print("body", [r.name for r in rs])
try:
    with ExitStack() as stack:
        stack.enter_context(Res("x"))
        raise RuntimeError("boom")
except RuntimeError as e:
    print("RuntimeError", e)
with nullcontext(42) as v:
    print("null", v)
with closing(Res("c")) as r:
    print("using", r.name)
