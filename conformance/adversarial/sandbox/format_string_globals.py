# Checks str.format attribute access cannot reach __globals__
# expect: prefix AttributeError: 'function' object has no attribute '__globals__'
def f():
    pass
'{0.__globals__}'.format(f)
