from contextlib import contextmanager, suppress, nullcontext, closing, ExitStack, ContextDecorator, asynccontextmanager
import asyncio

@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    finally:
        print(f"</{name}>")

with tag("b") as t:
    print("inside", t)
try:
    with tag("i"):
        raise ValueError("boom")
except ValueError as e:
    print("caught", e)

@contextmanager
def swallow():
    try:
        yield
    except KeyError:
        print("swallowed KeyError")

with swallow():
    {}["x"]
print("after swallow")

@contextmanager
def no_yield():
    if False:
        yield
try:
    with no_yield():
        pass
except RuntimeError as e:
    print("RuntimeError", e)

with suppress(ZeroDivisionError, KeyError):
    1 / 0
print("suppressed")
with nullcontext(42) as v:
    print(v)

class Resource:
    def close(self):
        print("closed")
with closing(Resource()):
    print("using")

with ExitStack() as stack:
    names = [stack.enter_context(tag(n)) for n in "xy"]
    stack.callback(print, "callback ran", names)
    print("body", names)

class timed(ContextDecorator):
    def __enter__(self):
        print("start")
        return self
    def __exit__(self, *exc):
        print("stop")
        return False

@timed()
def work(n):
    print("working", n)
    return n * 2
print(work(3))

@tag("deco")
def decorated():
    print("decorated body")
decorated()

@asynccontextmanager
async def session():
    print("open")
    yield "conn"
    print("close")

async def main():
    async with session() as conn:
        print("using", conn)
asyncio.run(main())

stack = ExitStack()
stack.callback(print, "deferred")
moved = stack.pop_all()
stack.close()
print("before moved.close")
moved.close()
