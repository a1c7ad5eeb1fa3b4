# Checks that return inside finally overrides a return value or swallows an exception.
def override_return():
    try:
        return "try"
    finally:
        return "finally"

def swallow_exception():
    try:
        raise ValueError("swallowed")
    finally:
        return "finally swallowed it"

def except_return_overridden():
    try:
        1 / 0
    except ZeroDivisionError:
        return "except"
    finally:
        return "finally"

def finally_no_return():
    try:
        return "try kept"
    finally:
        print("side effect only")

print(override_return())
print(swallow_exception())
print(except_return_overridden())
print(finally_no_return())

def counter_effect():
    n = 0
    try:
        n += 1
        return n
    finally:
        n += 100
        print("n in finally", n)

print(counter_effect())

def mutable_effect():
    data = []
    try:
        data.append("try")
        return data
    finally:
        data.append("finally")

print(mutable_effect())

def loop_with_finally_return():
    for i in range(5):
        try:
            if i == 2:
                raise KeyError(i)
        finally:
            if i == 2:
                return f"returned at {i}"
    return "loop ended"

print(loop_with_finally_return())
