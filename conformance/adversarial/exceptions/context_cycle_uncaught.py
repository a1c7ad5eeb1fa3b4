# Checks an uncaught exception whose __context__ chain is a cycle is reported once
# expect: ValueError: a
a = ValueError('a')
b = KeyError('b')
a.__context__ = b
b.__context__ = a
raise a
