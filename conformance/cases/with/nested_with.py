# Checks nested with blocks: enter/exit nesting order, inner suppression and outer visibility.
depth = 0

class Level:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    def __enter__(self):
        global depth
        print("  " * depth + f"> {self.name}")
        depth += 1
        return self
    def __exit__(self, exc_type, exc_val, tb):
        global depth
        depth -= 1
        status = f"error {exc_type.__name__}" if exc_type else "ok"
        print("  " * depth + f"< {self.name} [{status}]")
        return self.suppress and exc_type is not None

with Level("outer"):
    with Level("middle"):
        with Level("inner"):
            print("  " * depth + "work")
    with Level("sibling"):
        pass

print("--- inner suppresses")
with Level("outer"):
    with Level("inner", suppress=True):
        raise ValueError("contained")
    print("  " * depth + "outer body continues")

print("--- outer suppresses")
with Level("outer", suppress=True):
    with Level("inner"):
        raise KeyError("escapes inner")
    print("never printed")
print("after outer, depth =", depth)

print("--- nested in functions")
def leaf():
    with Level("leaf"):
        return "leaf value"

def branch():
    with Level("branch"):
        v = leaf()
        print("  " * depth + f"got {v}")
        return v.upper()

print(branch())

print("--- exception crossing several levels")
try:
    with Level("a"):
        with Level("b"):
            with Level("c"):
                raise RuntimeError("deep")
except RuntimeError as e:
    print("caught", e, "depth", depth)

print("--- with inside except and finally")
try:
    with Level("try-block"):
        raise OSError("io")
except OSError:
    with Level("handler"):
        print("  " * depth + "handling")
finally:
    with Level("cleanup"):
        pass
