"""contextlib's ExitStack, closing, AbstractContextManager, ContextDecorator and
contextmanager used as a decorator: unwinding order, exceptions replaced and suppressed in
callbacks, pop_all, and the errors for objects that are not context managers."""
from contextlib import (AbstractContextManager, ContextDecorator, ExitStack, closing, contextmanager, nullcontext,
                        suppress)


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e, repr(e.__context__))


class Resource:
    def __init__(self, name, log, suppress=False):
        self.name, self.log, self.suppress = name, log, suppress

    def __enter__(self):
        self.log.append(f"enter {self.name}")
        return self.name

    def __exit__(self, exc_type, exc, tb):
        self.log.append(f"exit {self.name} {exc_type.__name__ if exc_type else None}")
        return self.suppress


log = []
with ExitStack() as stack:
    names = [stack.enter_context(Resource(n, log)) for n in "abc"]
    stack.callback(log.append, "callback 1")
    stack.callback(lambda *a, **k: log.append(("callback 2", a, k)), 1, key=2)
    stack.push(lambda *exc: log.append(("push", exc[0])))
print(names, log)
log = []
with ExitStack() as stack:
    stack.enter_context(Resource("outer", log))
    stack.enter_context(Resource("quiet", log, suppress=True))
    raise KeyError("swallowed")
print("after suppressed", log)


def failing_callback():
    raise ValueError("from callback")


log = []
try:
    with ExitStack() as stack:
        stack.enter_context(Resource("r", log))
        stack.callback(failing_callback)
        raise KeyError("original")
except ValueError as e:
    print("replaced", repr(e), repr(e.__context__), log)
with ExitStack() as outer_stack:
    log = []
    outer_stack.enter_context(Resource("kept", log))
    moved = outer_stack.pop_all()
    print("after pop_all", log)
print("outer closed", log)
moved.close()
print("moved closed", log)
attempt("enter_context(3)", lambda: ExitStack().enter_context(3))
attempt("enter_context(object())", lambda: ExitStack().enter_context(object()))
print(ExitStack().callback(print) is print, isinstance(ExitStack(), AbstractContextManager))


class Closer:
    def __init__(self):
        self.closed = False

    def close(self):
        self.closed = True


thing = Closer()
with closing(thing) as entered:
    print(entered is thing, thing.closed)
print(thing.closed)
attempt("closing no close", lambda: closing(3).__exit__(None, None, None))


class Managed:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return None


class Partial:
    def __enter__(self):
        return self


print(isinstance(Managed(), AbstractContextManager), isinstance(Partial(), AbstractContextManager))
print(issubclass(Managed, AbstractContextManager), isinstance(nullcontext(), AbstractContextManager))


class Default(AbstractContextManager):
    def __exit__(self, *exc):
        return None


with Default() as d:
    print(type(d).__name__)


class traced(ContextDecorator):
    def __init__(self, label):
        self.label = label

    def __enter__(self):
        print("start", self.label)
        return self

    def __exit__(self, *exc):
        print("stop", self.label, exc[0].__name__ if exc[0] else None)
        return False


@traced("work")
def work(x):
    print("working", x)
    return x * 2


print(work(3), work.__name__)


@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    finally:
        print(f"</{name}>")


@tag("b")
def bold():
    print("text")


bold()
bold()
with tag("i") as value:
    print(value)


@contextmanager
def no_yield():
    if False:
        yield


@contextmanager
def two_yields():
    yield 1
    yield 2


def use(cm):
    with cm:
        pass


attempt("no yield", lambda: use(no_yield()))
attempt("two yields", lambda: use(two_yields()))
with suppress(KeyError, IndexError):
    [][1]
print("suppressed", suppress(ValueError).__exit__(ValueError, ValueError(), None), suppress().__exit__(None, None, None))
with nullcontext(5) as five:
    print(five)
