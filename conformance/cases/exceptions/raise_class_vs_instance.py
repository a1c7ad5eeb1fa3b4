# Checks raising an exception class versus an instance, and errors for raising non-exceptions.
class Stop(Exception):
    pass

class WithInit(Exception):
    def __init__(self):
        super().__init__("made by class raise")

def raise_it(thing):
    try:
        raise thing
    except Exception as e:
        return f"{type(e).__name__} args={e.args} isinstance={isinstance(e, Exception)}"

print(raise_it(Stop))
print(raise_it(Stop()))
print(raise_it(Stop("with message")))
print(raise_it(WithInit))
print(raise_it(ValueError))
print(raise_it(42))
print(raise_it("a string"))
print(raise_it(object))
print(raise_it(Stop.__mro__[0]))

class NeedsArgs(Exception):
    def __init__(self, code):
        super().__init__(code)

try:
    raise NeedsArgs
except TypeError as e:
    print("TypeError:", e)
except NeedsArgs as e:
    print("NeedsArgs raised")

def choose(flag):
    return Stop if flag else ValueError("instance")

for flag in [True, False]:
    try:
        raise choose(flag)
    except (Stop, ValueError) as e:
        print(type(e).__name__, repr(e))

errors = [Stop, Stop("s"), KeyError, IndexError("i")]
for err in errors:
    try:
        raise err
    except Exception as e:
        print(type(e).__name__, e.args, type(err).__name__ == "type")

try:
    raise
except RuntimeError as e:
    print("RuntimeError:", e)

same = Stop("reused")
for i in range(2):
    try:
        raise same
    except Stop as e:
        print(i, e is same, e)
