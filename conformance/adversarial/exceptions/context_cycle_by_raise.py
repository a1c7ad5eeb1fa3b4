# Checks re-raising an exception while handling its own context does not loop
# expect: ValueError: a
try:
    raise ValueError('a')
except ValueError as a:
    try:
        raise KeyError('b')
    except KeyError as b:
        a.__context__ = b
        raise a
