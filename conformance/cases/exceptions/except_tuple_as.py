# Checks except (A, B) as e with user and builtin exceptions, and tuples built dynamically.
class ParseError(Exception):
    pass

class ValidationError(Exception):
    pass

class StorageError(Exception):
    pass

def process(raw):
    if not raw:
        raise ValidationError("empty input")
    if not raw.isdigit():
        raise ParseError(f"not a number: {raw!r}")
    n = int(raw)
    if n > 100:
        raise StorageError(f"value too large to store: {n}")
    return 100 // (n - 50)

for raw in ["10", "", "abc", "500", "50", "75"]:
    try:
        print(raw, "->", process(raw))
    except (ParseError, ValidationError) as e:
        print(raw, "-> input problem:", type(e).__name__, e)
    except (StorageError, ZeroDivisionError) as e:
        print(raw, "-> processing problem:", type(e).__name__, e)

RETRYABLE = (StorageError, TimeoutError, ConnectionError)
FATAL = (ParseError,)

def handle(exc):
    try:
        raise exc
    except RETRYABLE as e:
        return f"retry ({type(e).__name__})"
    except FATAL + (ValidationError,) as e:
        return f"fatal ({type(e).__name__}: {e})"
    except Exception as e:
        return f"unknown ({type(e).__name__})"

for exc in [StorageError("disk"), ConnectionRefusedError("refused"), ParseError("bad"),
            ValidationError("v"), KeyError("k"), TimeoutError("slow")]:
    print(handle(exc))

caught = []
for exc_types, exc in [((KeyError, IndexError), IndexError("i")), ((LookupError,), KeyError("k")),
                       ((), ValueError("v"))]:
    try:
        try:
            raise exc
        except exc_types as e:
            caught.append(("caught", type(e).__name__))
    except Exception as e:
        caught.append(("escaped", type(e).__name__))
print(caught)

try:
    try:
        raise ParseError("x")
    except [ParseError, ValueError]:
        print("list is not allowed")
except TypeError as e:
    print("TypeError:", e)

try:
    try:
        raise ParseError("y")
    except "ParseError":
        pass
except TypeError as e:
    print("TypeError:", e)
