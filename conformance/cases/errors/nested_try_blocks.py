# Checks nested try blocks: inner handlers, propagation to outer handlers, finally order.
def nested(kind):
    print("== kind", kind)
    try:
        print("outer try")
        try:
            print("inner try")
            if kind == "value":
                raise ValueError("inner value")
            if kind == "key":
                raise KeyError("inner key")
            if kind == "type":
                raise TypeError("inner type")
        except ValueError as e:
            print("inner caught", e)
        finally:
            print("inner finally")
        print("after inner")
    except KeyError as e:
        print("outer caught KeyError", e)
    except Exception as e:
        print("outer caught", type(e).__name__, e)
    finally:
        print("outer finally")

for k in ["none", "value", "key", "type"]:
    nested(k)

def handler_raises():
    try:
        try:
            raise ValueError("first")
        except ValueError as e:
            print("handling", e)
            raise RuntimeError("second")
    except RuntimeError as e:
        print("outer got", e, "context:", repr(e.__context__))

handler_raises()

def deep(n):
    try:
        if n == 0:
            raise IndexError("bottom")
        deep(n - 1)
    finally:
        print("unwinding", n)

try:
    deep(3)
except IndexError as e:
    print("caught at top:", e)
