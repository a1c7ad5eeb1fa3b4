from contextlib import contextmanager


@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    finally:
        print(f"</{name}>")


with tag("div") as t:
    with tag("p"):
        print("text", t)


@contextmanager
def transaction(log):
    log.append("begin")
    try:
        yield log
    except ValueError as e:
        log.append(f"rollback: {e}")
    else:
        log.append("commit")


log = []
with transaction(log):
    log.append("work")
with transaction(log):
    raise ValueError("bad row")
print(log)
try:
    with transaction(log):
        raise KeyError("k")
except KeyError as e:
    print("KeyError", e, log[-1])


@contextmanager
def no_yield():
    if False:
        yield


try:
    with no_yield():
        pass
except RuntimeError as e:
    print("RuntimeError", e)


@contextmanager
def twice():
    yield 1
    yield 2


try:
    with twice():
        pass
except RuntimeError as e:
    print("RuntimeError", e)
