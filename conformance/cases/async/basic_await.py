# Checks async def, await on coroutines, return values and asyncio.run returning the result.
import asyncio

async def add(a, b):
    return a + b

async def greet(name):
    await asyncio.sleep(0)
    return f"hello {name}"

async def nothing():
    pass

async def main():
    print("main started")
    x = await add(2, 3)
    print("add ->", x)
    y = await greet("ann")
    print("greet ->", y)
    z = await nothing()
    print("nothing ->", z)
    total = 0
    for i in range(5):
        total += await add(i, i)
    print("loop total", total)
    values = [await add(i, 10) for i in range(3)]
    print("awaits in comprehension", values)
    print("sleep returns", await asyncio.sleep(0))
    print("sleep with result", await asyncio.sleep(0, "payload"))
    return {"x": x, "y": y}

result = asyncio.run(main())
print("run returned", result)

async def square(n):
    return n * n

coro = square(7)
print(type(coro).__name__)
print(asyncio.run(coro))
print(asyncio.run(square(12)))

async def conditional(flag):
    if flag:
        return await square(3)
    return "skipped"

async def both():
    return [await conditional(True), await conditional(False)]

print(asyncio.run(both()))

async def uses_kwargs(*args, sep="-", **kw):
    await asyncio.sleep(0)
    return sep.join(list(args) + [f"{k}={v}" for k, v in sorted(kw.items())])

print(asyncio.run(uses_kwargs("a", "b", sep="+", z=1, y=2)))

async def early(n):
    for i in range(n):
        if i == 2:
            return f"stopped at {i}"
        await asyncio.sleep(0)
    return "ran to end"

async def run_early():
    return await early(5), await early(1)

print(asyncio.run(run_early()))
