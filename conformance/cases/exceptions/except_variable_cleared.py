# Checks that the name bound by except ... as e is deleted after the handler, and how to keep the exception.
class Oops(Exception):
    pass

e = "previous value"
try:
    raise Oops("inside")
except Oops as e:
    print("in handler:", e)
try:
    print(e)
except NameError as ne:
    print("NameError:", ne)

saved = None
try:
    raise Oops("keep me")
except Oops as err:
    saved = err
print("saved:", saved, type(saved).__name__)
try:
    err
except NameError as ne:
    print("NameError:", ne)

def f():
    try:
        raise Oops("local")
    except Oops as exc:
        pass
    return "exc" in locals()

print("exc still in locals:", f())

def g():
    exc = "not an exception"
    try:
        return exc
    finally:
        pass

print(g())

errors = []
for i in range(3):
    try:
        if i != 1:
            raise Oops(f"item {i}")
    except Oops as problem:
        errors.append(problem)
print([str(x) for x in errors])
try:
    problem
except NameError as ne:
    print("NameError:", ne)

def uses_after():
    try:
        raise Oops("x")
    except Oops as caught:
        pass
    return caught

try:
    uses_after()
except UnboundLocalError as ue:
    print("UnboundLocalError:", ue)
except NameError as ne:
    print("NameError:", ne)

x = 1
try:
    pass
except Oops as x:
    pass
print("no exception, x kept:", x)
