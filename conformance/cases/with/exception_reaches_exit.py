# Checks that exceptions in the body reach __exit__ with type, value and traceback arguments.
class Inspector:
    def __init__(self, name):
        self.name = name
        self.seen = None
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc_val, exc_tb):
        if exc_type is None:
            print(f"[{self.name}] clean exit")
            self.seen = None
        else:
            print(f"[{self.name}] {exc_type.__name__}: {exc_val}")
            print(f"[{self.name}] isinstance check:", isinstance(exc_val, exc_type), "tb present:", exc_tb is not None)
            self.seen = exc_type.__name__
        return False

def attempt(label, action):
    cm = Inspector(label)
    try:
        with cm:
            action()
    except Exception as e:
        print(f"  propagated {type(e).__name__}, cm saw {cm.seen}")
    else:
        print("  no exception")

attempt("ok", lambda: None)
attempt("zero", lambda: 1 / 0)
attempt("key", lambda: {}["missing"])
attempt("index", lambda: [][3])
attempt("attr", lambda: None.missing)
attempt("type", lambda: "a" + 1)
attempt("value", lambda: int("abc"))

class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code

def raise_app():
    raise AppError(503, "service unavailable")

attempt("custom", raise_app)

class CodeReader:
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc_val, tb):
        if exc_type is not None and issubclass(exc_type, AppError):
            print("custom attributes visible in __exit__:", exc_val.code, exc_val.args)
        return False

try:
    with CodeReader():
        raise_app()
except AppError as e:
    print("outer caught code", e.code)

def chained():
    try:
        {}["x"]
    except KeyError as e:
        raise ValueError("wrapped lookup failure") from e

class ChainViewer:
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc_val, tb):
        print("exit sees", exc_type.__name__, "caused by", type(exc_val.__cause__).__name__)

try:
    with ChainViewer():
        chained()
except ValueError as e:
    print("after exit:", e)
