# Checks the basic with protocol: __enter__/__exit__ call order and the (None, None, None) exit args.
class Tracker:
    def __init__(self, name):
        self.name = name
        print(f"init {name}")
    def __enter__(self):
        print(f"enter {self.name}")
        return self
    def __exit__(self, exc_type, exc_val, exc_tb):
        print(f"exit {self.name}: {exc_type}, {exc_val}, {exc_tb}")
        return False
    def __repr__(self):
        return f"Tracker({self.name!r})"

print("before")
with Tracker("first"):
    print("body")
print("after")

t = Tracker("reused")
with t:
    print("first use")
with t:
    print("second use")

def make(name):
    print(f"make {name}")
    return Tracker(name)

with make("factory") as tr:
    print("bound", tr)
print("still bound after block:", tr)

class Quiet:
    def __enter__(self):
        print("quiet enter")
    def __exit__(self, *args):
        print("quiet exit with", len(args), "args, all None:", all(a is None for a in args))

with Quiet() as q:
    print("enter returned", q)

def in_function():
    with Tracker("in func"):
        x = 10
    return x * 2

print(in_function())

for i in range(2):
    with Tracker(f"loop{i}") as lt:
        print("iteration", i, lt.name)

class NotAContextManager:
    pass

try:
    with NotAContextManager():
        print("unreachable")
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
