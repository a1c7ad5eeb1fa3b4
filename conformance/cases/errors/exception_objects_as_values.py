# Checks creating, storing, comparing and raising exception objects as ordinary values.
errors = [ValueError("v"), KeyError("k"), TypeError("t"), IndexError("i")]
print([type(e).__name__ for e in errors])
print([str(e) for e in errors])
print([isinstance(e, LookupError) for e in errors])
by_type = {}
for e in errors:
    by_type.setdefault(isinstance(e, LookupError), []).append(repr(e))
print(by_type)
for e in errors:
    try:
        raise e
    except LookupError as caught:
        print("lookup", caught is e)
    except Exception as caught:
        print("other", caught is e)
kind = ValueError
try:
    raise kind
except ValueError as e:
    print("raised class:", repr(e), e.args)
try:
    raise kind("made from class variable")
except kind as e:
    print(e)
collected = []
def attempt(fn, *args):
    try:
        return fn(*args)
    except Exception as e:
        collected.append(e)
        return None
print(attempt(int, "12"), attempt(int, "x"), attempt(divmod, 1, 0), attempt(len, None))
print([f"{type(e).__name__}: {e}" for e in collected])
print(ValueError("a") == ValueError("a"), ValueError is ValueError)
try:
    raise 42
except TypeError as e:
    print("raise non-exception:", e)
