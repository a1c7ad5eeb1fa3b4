# Checks that an exception from one coroutine in gather escapes asyncio.run uncaught after others ran.
import asyncio

async def load(name, steps, fail=False):
    for i in range(steps):
        print(f"{name} step {i}")
        await asyncio.sleep(0)
    if fail:
        raise LookupError(f"record {name!r} not found")
    return f"{name}:loaded"

async def main():
    ok = await asyncio.gather(load("a", 1), load("b", 2))
    print("first batch:", ok)
    try:
        await asyncio.gather(load("c", 1), load("d", 0, fail=True))
    except LookupError as e:
        print("handled:", e)
    await asyncio.sleep(0)
    print("second batch with an unhandled failure")
    results = await asyncio.gather(load("e", 1), load("f", 2, fail=True), load("g", 1))
    print("unreachable", results)

asyncio.run(main())
