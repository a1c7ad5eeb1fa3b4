import asyncio
from contextlib import AsyncContextDecorator, asynccontextmanager, ContextDecorator

log = []

class timed(AsyncContextDecorator):
    def __init__(self, label):
        self.label = label
    async def __aenter__(self):
        log.append(f"enter {self.label}")
        return self
    async def __aexit__(self, *exc):
        log.append(f"exit {self.label} {exc[0].__name__ if exc[0] else None}")
        return False

@asynccontextmanager
async def session(name):
    log.append(f"open {name}")
    try:
        yield name.upper()
    finally:
        log.append(f"close {name}")

@timed("fetch")
async def fetch(n):
    await asyncio.sleep(0)
    return n * 2

@session("db")
async def query(q):
    return f"rows for {q}"

@timed("boom")
async def boom():
    raise ValueError("bad")

async def main():
    print(await fetch(21))
    print(await query("select"))
    print(await query("again"))
    try:
        await boom()
    except ValueError as e:
        print("caught", e)
    async with session("direct") as s:
        print(s)
    print(fetch.__name__, query.__name__, isinstance(timed("x"), AsyncContextDecorator))

asyncio.run(main())
print("\n".join(log))
