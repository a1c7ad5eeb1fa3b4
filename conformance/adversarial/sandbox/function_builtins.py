# Checks a function's __builtins__ does not exist
# expect: prefix AttributeError: 'function' object has no attribute '__builtins__'
def f():
    pass
f.__builtins__
