# sys.exception() and sys.exc_info() in except, except* and finally blocks.
import sys
print(sys.exc_info(), sys.exception())
try:
    raise ValueError("v")
except ValueError as e:
    print(sys.exc_info()[0].__name__, sys.exc_info()[1] is e, sys.exception() is e)
    try:
        raise KeyError(1)
    except KeyError:
        print(repr(sys.exception()))
    print(repr(sys.exception()))
print(sys.exc_info())
try:
    raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
except* ValueError as e:
    print(sys.exception() is e, repr(sys.exc_info()[1]))
except* TypeError as e:
    print(sys.exception() is e, repr(sys.exc_info()[1]))
print(sys.exception())
try:
    raise ValueError("naked")
except* ValueError as e:
    print(sys.exception() is e, repr(e), sys.exc_info()[2] is not None)
try:
    try:
        1 / 0
    finally:
        print("finally", repr(sys.exception()))
except ZeroDivisionError:
    pass
