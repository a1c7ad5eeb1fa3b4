# Checks isinstance/issubclass with builtin types, tuples of types and bool/int relation.
print(isinstance(1, int), isinstance(True, int), isinstance(True, bool))
print(isinstance(1, bool), isinstance(1.0, int), isinstance(1, float))
print(isinstance("s", str), isinstance(b"s", str), isinstance(b"s", bytes))
print(isinstance([], (tuple, list)), isinstance({}, (list, tuple)))
print(isinstance(None, type(None)), isinstance(None, object))
print(isinstance(3, object), isinstance(int, type), isinstance(int, object))
print(isinstance(frozenset(), set), isinstance(set(), frozenset))
print(isinstance(range(2), range), isinstance(2**80, int))
print(issubclass(bool, int), issubclass(int, bool), issubclass(int, int))
print(issubclass(int, object), issubclass(float, int), issubclass(bool, (str, int)))
print(issubclass(KeyError, LookupError), issubclass(IndexError, LookupError))
print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(ValueError, Exception))
print(issubclass(Exception, BaseException), issubclass(KeyboardInterrupt, Exception))
print(issubclass(UnicodeDecodeError, ValueError), issubclass(NotImplementedError, RuntimeError))
print(isinstance(ValueError("x"), Exception), isinstance(ValueError, Exception))
print(isinstance(1, (str, (bytes, (int,)))))
try:
    isinstance(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    issubclass(1, int)
except TypeError as e:
    print(type(e).__name__, e)
def kind(x):
    if isinstance(x, bool):
        return "bool"
    if isinstance(x, int):
        return "int"
    if isinstance(x, (list, tuple)):
        return "seq"
    return "other"
print([kind(v) for v in [True, 0, [1], (2,), "s", 1.0]])
