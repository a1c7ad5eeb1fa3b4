# Checks chains of coroutines awaiting each other, recursion and passing coroutines around.
import asyncio

depth_log = []

async def level3(x):
    depth_log.append("level3")
    await asyncio.sleep(0)
    return x * 2

async def level2(x):
    depth_log.append("level2")
    return await level3(x) + 1

async def level1(x):
    depth_log.append("level1")
    r = await level2(x)
    return f"result={r}"

print(asyncio.run(level1(10)), depth_log)

async def factorial(n):
    if n <= 1:
        return 1
    await asyncio.sleep(0)
    return n * await factorial(n - 1)

print(asyncio.run(factorial(10)))

async def apply(fn, items):
    out = []
    for item in items:
        out.append(await fn(item))
    return out

async def double(x):
    return x * 2

async def shout(s):
    await asyncio.sleep(0)
    return s.upper() + "!"

async def main():
    print(await apply(double, [1, 2, 3]))
    print(await apply(shout, ["hi", "yo"]))
    pending = level2(5)
    print("coroutine object created, log length", len(depth_log))
    print("awaited later:", await pending, len(depth_log))
    handlers = {"double": double, "shout": shout}
    for name, arg in [("double", 21), ("shout", "done")]:
        print(name, "->", await handlers[name](arg))
    composed = await double(await double(await double(1)))
    print("composed:", composed)

asyncio.run(main())

class Service:
    def __init__(self, name):
        self.name = name
        self.calls = 0
    async def _raw(self, key):
        self.calls += 1
        await asyncio.sleep(0)
        return f"{self.name}/{key}"
    async def get(self, key):
        value = await self._raw(key)
        return {"key": key, "value": value}
    async def get_many(self, keys):
        return [await self.get(k) for k in keys]

async def use_service():
    svc = Service("svc")
    print(await svc.get_many(["a", "b"]))
    print("calls:", svc.calls)

asyncio.run(use_service())
