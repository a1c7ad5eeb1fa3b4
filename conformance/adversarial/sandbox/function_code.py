# Checks a function's __code__ does not exist
# expect: prefix AttributeError: 'function' object has no attribute '__code__'
def f():
    pass
f.__code__
