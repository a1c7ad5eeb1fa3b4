# Checks with statements with several items: enter left to right, exit in reverse order.
log = []

class CM:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        log.append(f"enter {self.name}")
        return self.name
    def __exit__(self, exc_type, exc, tb):
        log.append(f"exit {self.name} ({exc_type.__name__ if exc_type else 'ok'})")
        return False

with CM("a") as a, CM("b") as b, CM("c") as c:
    log.append(f"body {a}{b}{c}")
print(log)

log.clear()
try:
    with CM("x"), CM("y"):
        raise KeyError("k")
except KeyError:
    log.append("handled")
print(log)

class FailsOnEnter(CM):
    def __enter__(self):
        log.append(f"enter {self.name} fails")
        raise RuntimeError(f"cannot enter {self.name}")

log.clear()
try:
    with CM("one"), FailsOnEnter("two"), CM("three"):
        log.append("body")
except RuntimeError as e:
    log.append(f"caught: {e}")
print(log)

log.clear()
with (
    CM("p") as p,
    CM("q") as q,
):
    log.append(f"parenthesized {p} {q}")
print(log)

class Suppressor(CM):
    def __exit__(self, exc_type, exc, tb):
        super().__exit__(exc_type, exc, tb)
        return exc_type is not None

log.clear()
with Suppressor("outer"), CM("inner"):
    raise ValueError("inside")
log.append("continued")
print(log)

log.clear()
with CM("m") as m, CM(m + "n") as n:
    log.append(f"second built from first: {n}")
print(log)

log.clear()
def early():
    with CM("r1"), CM("r2"):
        log.append("returning")
        return "value"
print(early(), log)
