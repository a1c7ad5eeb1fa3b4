# Checks classifying exceptions via dict lookups by type(e), MRO walks, and isinstance chains.
class AppError(Exception):
    pass

class InputError(AppError):
    pass

class RemoteError(AppError):
    pass

class RateLimited(RemoteError):
    pass

EXACT = {
    ValueError: "bad value",
    KeyError: "missing key",
    ZeroDivisionError: "math",
    InputError: "user input",
    RemoteError: "remote",
}

def exact_label(e):
    return EXACT.get(type(e), "unclassified")

def mro_label(e):
    for cls in type(e).__mro__:
        if cls in EXACT:
            return EXACT[cls] + ("" if cls is type(e) else f" (via {cls.__name__})")
    return "unclassified"

def fail(exc):
    raise exc

ACTIONS = {
    "value": lambda: int("x"), "key": lambda: {}["k"], "zero": lambda: 1 / 0, "index": lambda: [][1],
    "input": lambda: fail(InputError("blank name")), "rate": lambda: fail(RateLimited("slow down")),
    "unicode": lambda: "\xff".encode("ascii"), "app": lambda: fail(AppError("generic")),
}

def trigger(kind):
    ACTIONS[kind]()

rows = []
for kind in ["value", "key", "zero", "index", "input", "rate", "unicode", "app"]:
    try:
        trigger(kind)
    except Exception as e:
        rows.append((kind, type(e).__name__, exact_label(e), mro_label(e)))
for row in rows:
    print(f"{row[0]:<8}{row[1]:<20}{row[2]:<14}{row[3]}")

counts = {}
for kind in ["value", "value", "key", "rate", "input", "rate", "zero"]:
    try:
        trigger(kind)
    except Exception as e:
        counts[type(e)] = counts.get(type(e), 0) + 1
print(sorted((cls.__name__, n) for cls, n in counts.items()))

HANDLERS = [(RateLimited, lambda e: f"backoff: {e}"), (AppError, lambda e: f"app failure: {e}"),
            (LookupError, lambda e: f"lookup failure: {e!r}"), (ArithmeticError, lambda e: "arith")]

def dispatch(e):
    for cls, fn in HANDLERS:
        if isinstance(e, cls):
            return fn(e)
    return "unhandled " + type(e).__name__

for kind in ["rate", "input", "key", "index", "zero", "value"]:
    try:
        trigger(kind)
    except Exception as e:
        print(kind, "=>", dispatch(e))

status_for = {InputError: 400, RateLimited: 429, RemoteError: 502}
errs = [InputError("a"), RateLimited("b"), RemoteError("c"), AppError("d")]
print([status_for.get(type(e), 500) for e in errs], sorted(cls.__name__ for cls in status_for))
