# Checks NameError messages when caught: str(e) has no "Did you mean" suffix.
value = 10
try:
    print(valeu)
except NameError as e:
    print("str:", e)
    print("repr:", repr(e))
    print("args:", e.args)

try:
    print(undefined_thing)
except NameError as e:
    print("str:", e)

def uses_missing():
    return helper_function(3)

try:
    uses_missing()
except NameError as e:
    print("in function:", e)

try:
    lenn([1, 2])
except NameError as e:
    print("builtin typo:", e)

x = 1
del x
try:
    print(x)
except NameError as e:
    print("after del:", e)

def outer():
    def inner():
        return not_defined_anywhere
    return inner()

try:
    outer()
except NameError as e:
    print("nested:", e)
print("NameError" in repr(NameError("n")), issubclass(NameError, Exception))
