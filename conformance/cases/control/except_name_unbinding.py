# Checks that the 'as' name of an except clause is deleted after the handler, and other except-name rules.
e = "still here"
try:
    1 / 0
except ZeroDivisionError as e:
    print("inside handler:", e)
try:
    print(e)
except NameError as err:
    print(type(err).__name__, err)
def keep_exception():
    saved = None
    try:
        int("bad")
    except ValueError as exc:
        saved = exc
    return saved
kept = keep_exception()
print(type(kept).__name__, kept, kept.args)
def handler_rebinding():
    err = "before"
    try:
        [][0]
    except IndexError as err:
        pass
    try:
        return err
    except UnboundLocalError as u:
        return type(u).__name__
print(handler_rebinding())
for attempt in range(2):
    try:
        raise KeyError(attempt)
    except KeyError as problem:
        last = problem
print(repr(last))
try:
    problem
except NameError as err:
    print(type(err).__name__, err)
try:
    raise ValueError("outer")
except ValueError as first:
    try:
        raise TypeError("inner")
    except TypeError as second:
        print(first, second)
    print("first still bound:", first)
