# Checks an uncaught exception whose __cause__ chain is a cycle is reported once
# expect: ValueError: a
a = ValueError('a')
b = KeyError('b')
a.__cause__ = b
b.__cause__ = a
raise a
