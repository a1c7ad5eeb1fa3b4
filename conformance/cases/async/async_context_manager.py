# Checks async with on classes defining __aenter__/__aexit__, including exceptions and suppression.
import asyncio

class Connection:
    def __init__(self, name, log):
        self.name = name
        self.log = log
        self.open = False
    async def __aenter__(self):
        await asyncio.sleep(0)
        self.open = True
        self.log.append(f"open {self.name}")
        return self
    async def __aexit__(self, exc_type, exc, tb):
        await asyncio.sleep(0)
        self.open = False
        name = exc_type.__name__ if exc_type else None
        self.log.append(f"close {self.name} exc={name}")
        return False
    async def query(self, q):
        await asyncio.sleep(0)
        if q == "bad":
            raise ValueError(f"bad query on {self.name}")
        return f"{self.name}:{q.upper()}"

class Suppress:
    def __init__(self, *types):
        self.types = types
    async def __aenter__(self):
        return "suppressor"
    async def __aexit__(self, exc_type, exc, tb):
        if exc_type is not None and issubclass(exc_type, self.types):
            print("suppressed", exc_type.__name__, "-", exc)
            return True
        return None

async def main():
    log = []
    async with Connection("db", log) as conn:
        print("inside, open =", conn.open)
        print(await conn.query("select"))
    print("after, open =", conn.open)
    try:
        async with Connection("cache", log) as c:
            await c.query("bad")
            print("not reached")
    except ValueError as e:
        print("caught:", e)
    async with Connection("a", log) as a, Connection("b", log) as b:
        print(await a.query("x"), await b.query("y"))
    async with Suppress(KeyError, ZeroDivisionError) as s:
        print("bound:", s)
        {}["missing"]
    print("continued after suppression")
    try:
        async with Suppress(KeyError):
            raise TypeError("not suppressed")
    except TypeError as e:
        print("propagated:", e)
    for line in log:
        print(line)

asyncio.run(main())
