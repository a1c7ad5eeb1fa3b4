# Checks catching exceptions by base classes: ArithmeticError, LookupError, Exception.
def fail(kind):
    if kind == "zero":
        return 1 // 0
    if kind == "overflow":
        return int(float("inf"))
    if kind == "index":
        return [][0]
    if kind == "key":
        return {}["k"]
    if kind == "value":
        return int("v")
    if kind == "type":
        return len(1)
    if kind == "unbound":
        return None.attr
    return "ok"

kinds = ["zero", "overflow", "index", "key", "value", "type", "unbound", "none"]
for k in kinds:
    try:
        print(k, "->", fail(k))
    except ArithmeticError as e:
        print(k, "ArithmeticError branch:", type(e).__name__, e)
    except LookupError as e:
        print(k, "LookupError branch:", type(e).__name__, e)
    except (ValueError, TypeError) as e:
        print(k, "tuple branch:", type(e).__name__, e)
    except Exception as e:
        print(k, "Exception branch:", type(e).__name__, e)

def first_match(exc):
    try:
        raise exc
    except LookupError:
        return "LookupError"
    except KeyError:
        return "KeyError (never reached)"
    except BaseException:
        return "BaseException"

print(first_match(KeyError("x")), first_match(IndexError()), first_match(ValueError()))
print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(KeyError, LookupError))
try:
    raise NotImplementedError("todo")
except RuntimeError as e:
    print("NotImplementedError is a RuntimeError:", e)
try:
    raise UnboundLocalError("u")
except NameError as e:
    print("UnboundLocalError is a NameError:", type(e).__name__)
