# Checks re-raising the current exception with a bare raise and raising caught objects.
def risky(x):
    if x < 0:
        raise ValueError(f"negative: {x}")
    return x * 2

def wrapper(x):
    try:
        return risky(x)
    except ValueError as e:
        print("wrapper logging:", e)
        raise

for v in [3, -1]:
    try:
        print("result", wrapper(v))
    except ValueError as e:
        print("top level caught:", e, type(e).__name__)

def reraise_obj():
    try:
        {}["missing"]
    except KeyError as e:
        err = e
    print("saved", repr(err))
    raise err

try:
    reraise_obj()
except KeyError as e:
    print("got back", repr(e))

def conditional_reraise(code):
    try:
        raise OSError(code, "io failure")
    except OSError as e:
        if e.args[0] == 1:
            print("recovered from", e.args)
            return "recovered"
        raise

print(conditional_reraise(1))
try:
    conditional_reraise(2)
except OSError as e:
    print("propagated", e.args)

try:
    try:
        raise TypeError("original")
    except TypeError:
        try:
            raise ValueError("temporary")
        except ValueError:
            print("inner handled")
        raise
except Exception as e:
    print("bare raise re-raised:", type(e).__name__, e)
