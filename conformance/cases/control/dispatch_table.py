# Checks dict-of-functions dispatch replacing if/elif chains, with defaults and error handling.
def add(a, b):
    return a + b
def sub(a, b):
    return a - b
def div(a, b):
    return a / b
ops = {"+": add, "-": sub, "*": lambda a, b: a * b, "/": div, "//": lambda a, b: a // b, "**": pow}
program = ["3 + 4", "10 - 15", "6 * 7", "7 / 2", "7 // 2", "2 ** 100", "1 / 0", "5 % 2", "x + 1", "-7 // 2"]
for line in program:
    try:
        left, op, right = line.split()
        fn = ops.get(op)
        if fn is None:
            print(f"{line!r}: unknown operator {op!r}")
            continue
        print(f"{line!r} = {fn(int(left), int(right))!r}")
    except ZeroDivisionError as e:
        print(f"{line!r}: {type(e).__name__}: {e}")
    except ValueError as e:
        print(f"{line!r}: {type(e).__name__}: {e}")
handlers = {
    int: lambda v: f"int with {v.bit_length()} bits",
    str: lambda v: f"str of length {len(v)}",
    list: lambda v: f"list of {len(v)} items",
    type(None): lambda v: "nothing",
}
for value in [42, "hello", [1, 2], None, 3.5, True]:
    handler = handlers.get(type(value), lambda v: f"unhandled {type(v).__name__}")
    print(repr(value), "->", handler(value))
commands = {"inc": lambda s: s + 1, "dbl": lambda s: s * 2, "neg": lambda s: -s, "reset": lambda s: 0}
state = 1
for cmd in "inc dbl dbl neg inc reset inc noop dbl".split():
    state = commands.get(cmd, lambda s: s)(state)
    print(cmd, state, end=" | ")
print()
