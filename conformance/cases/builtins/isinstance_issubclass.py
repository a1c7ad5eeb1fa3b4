# Checks isinstance() with single types and tuples, and issubclass() for builtins.
vals = [1, 1.0, "s", b"b", True, None, [1], (1,), {"a": 1}, {1}, frozenset(), range(1)]
for v in vals:
    print(repr(v), isinstance(v, int), isinstance(v, (float, str)), isinstance(v, (list, tuple, dict)))
print(isinstance(True, bool), isinstance(True, int), isinstance(1, bool))
print(isinstance(None, type(None)), isinstance(3, (int, (float, str))))
print(isinstance(3, ()), isinstance("x", object))
print(issubclass(bool, int), issubclass(int, bool), issubclass(int, int), issubclass(int, object))
print(issubclass(bool, (str, int)), issubclass(float, (str, list)))
print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(KeyError, LookupError))
print(issubclass(IndexError, LookupError), issubclass(ValueError, Exception))
print(issubclass(Exception, BaseException))
print(issubclass(ModuleNotFoundError, ImportError), issubclass(UnboundLocalError, NameError))
print(issubclass(RecursionError, RuntimeError), issubclass(StopIteration, Exception))
print(isinstance(ValueError("x"), Exception), isinstance(KeyError(), LookupError))
try:
    isinstance(1, 1)
except TypeError as e:
    print("TypeError:", e)
try:
    issubclass(1, int)
except TypeError as e:
    print("TypeError:", e)
