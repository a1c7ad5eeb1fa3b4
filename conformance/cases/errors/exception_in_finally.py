# Checks that an exception raised in finally replaces the one in flight.
def replace():
    try:
        raise ValueError("original")
    finally:
        print("finally runs, raising KeyError")
        raise KeyError("from finally")

try:
    replace()
except ValueError as e:
    print("caught ValueError", e)
except KeyError as e:
    print("caught KeyError", e)
    print("context:", repr(e.__context__))

def finally_after_return():
    try:
        return "try value"
    finally:
        print("finally before return completes")

print(finally_after_return())

def finally_raises_after_return():
    try:
        return "lost"
    finally:
        raise RuntimeError("finally wins")

try:
    print(finally_after_return(), finally_raises_after_return())
except RuntimeError as e:
    print("caught", e)

def handler_then_finally():
    try:
        raise TypeError("t")
    except TypeError:
        print("handler")
        raise IndexError("from handler")
    finally:
        print("finally still runs")

try:
    handler_then_finally()
except IndexError as e:
    print("caught", repr(e), "context", repr(e.__context__))

log = []
def cleanup_order():
    try:
        try:
            log.append("inner try")
            raise ValueError("v")
        finally:
            log.append("inner finally")
    finally:
        log.append("outer finally")

try:
    cleanup_order()
except ValueError:
    log.append("caught")
print(log)
