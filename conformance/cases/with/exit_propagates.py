# Checks that __exit__ returning False or None lets the exception propagate, and exit errors replace it.
class Returns:
    def __init__(self, value, name):
        self.value = value
        self.name = name
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc_val, tb):
        print(f"{self.name}.__exit__ saw {exc_type.__name__ if exc_type else None}, returning {self.value!r}")
        return self.value

for value in [False, None]:
    try:
        with Returns(value, f"ret_{value}"):
            raise ValueError(f"value {value}")
    except ValueError as e:
        print("caught after exit:", e)

def no_return_statement():
    class CM:
        def __enter__(self):
            return self
        def __exit__(self, *exc):
            print("exit with implicit None")
    with CM():
        raise LookupError("implicit None propagates")

try:
    no_return_statement()
except LookupError as e:
    print("caught:", e)

class ExitRaises:
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc_val, tb):
        raise RuntimeError(f"exit failed while handling {exc_type.__name__ if exc_type else 'nothing'}")

try:
    with ExitRaises():
        raise KeyError("original")
except RuntimeError as e:
    print("replaced by:", e, "| context:", repr(e.__context__))
except KeyError:
    print("original escaped (unexpected)")

try:
    with ExitRaises():
        print("clean body")
except RuntimeError as e:
    print("exit error on clean body:", e, "| context:", e.__context__)

class Reraise:
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc_val, tb):
        if exc_type is ZeroDivisionError:
            raise ArithmeticError("converted in __exit__") from exc_val
        return False

try:
    with Reraise():
        1 / 0
except ArithmeticError as e:
    print(type(e).__name__, e, "| cause:", type(e.__cause__).__name__)

try:
    with Returns(None, "outer"):
        with Returns(False, "inner"):
            [].pop()
except IndexError as e:
    print("through two levels:", e)
