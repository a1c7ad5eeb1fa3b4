# Checks dispatch tables: functions stored in dicts and lists.
def add(a, b):
    return a + b

def sub(a, b):
    return a - b

def mul(a, b):
    return a * b

def safe_div(a, b):
    if b == 0:
        return None
    return a // b

ops = {"+": add, "-": sub, "*": mul, "/": safe_div}
for sym in ops:
    print(sym, ops[sym](17, 5), ops[sym].__name__)

def calc(expr):
    a, op, b = expr.split()
    fn = ops.get(op)
    if fn is None:
        return f"unknown op {op!r}"
    return fn(int(a), int(b))

for e in ["3 + 4", "10 - 12", "6 * 7", "9 / 0", "9 / 2", "2 ^ 3"]:
    print(e, "=>", calc(e))

handlers = {
    "upper": str.upper,
    "lower": str.lower,
    "title": str.title,
    "rev": lambda s: s[::-1],
    "len": len,
}
text = "hello World"
for name, h in handlers.items():
    print(name, repr(h(text)))

pipeline = [str.strip, str.lower, lambda s: s.replace(" ", "_")]
value = "  Mixed Case Name  "
for step in pipeline:
    value = step(value)
    print(repr(value))

registry = {}
def register(name, fn):
    registry[name] = fn
    return fn

register("sq", lambda x: x * x)
register("neg", lambda x: -x)
print(sorted(registry))
print([registry[k](4) for k in sorted(registry)])
print(registry["sq"].__name__)
