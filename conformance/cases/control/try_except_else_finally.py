# Checks the execution order of try/except/else/finally in success, failure and nested cases.
def run(x):
    log = []
    try:
        log.append("try")
        r = 10 // x
        log.append("after division")
    except ZeroDivisionError as e:
        log.append(f"except {e}")
        r = None
    else:
        log.append("else")
    finally:
        log.append("finally")
    log.append("after")
    return r, log
print(run(2))
print(run(0))
def multi(v):
    try:
        return int(v) * 2
    except ValueError:
        return "bad value"
    except TypeError:
        return "bad type"
    finally:
        print("finally for", repr(v))
print(multi("21"), multi("x"), multi(None))
try:
    try:
        [][0]
    finally:
        print("inner finally")
except IndexError as e:
    print("outer caught", type(e).__name__, e)
try:
    pass
except Exception:
    print("never")
else:
    print("else with no exception")
try:
    {}["k"]
except (KeyError, IndexError) as e:
    print("tuple catch", repr(e))
try:
    int("x")
except Exception as e:
    print("generic", type(e).__name__, e)
