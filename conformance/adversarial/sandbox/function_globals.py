# Checks a function's __globals__ does not exist
# expect: prefix AttributeError: 'function' object has no attribute '__globals__'
def f():
    pass
f.__globals__
