# Checks an uncaught exception with a 2000-long __context__ chain is reported (CPython loses stderr)
# expect: ValueError: 1999
prev = None
for i in range(2000):
    try:
        raise ValueError(i)
    except ValueError as e:
        e.__context__ = prev
        prev = e
raise prev
