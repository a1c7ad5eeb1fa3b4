# Checks try/except/finally ordering inside coroutines and async generators run to completion.
import asyncio

log = []

async def step(name, fail=False):
    try:
        log.append(f"{name} try")
        await asyncio.sleep(0)
        if fail:
            raise ValueError(f"{name} failed")
        return f"{name} ok"
    except ValueError:
        log.append(f"{name} except")
        raise
    finally:
        log.append(f"{name} finally")

async def main():
    print(await step("one"))
    try:
        await step("two", fail=True)
    except ValueError as e:
        print("main caught", e)
    results = await asyncio.gather(step("g1"), step("g2"))
    print(results)
    for line in log:
        print(" ", line)

asyncio.run(main())

async def numbers(limit, trace):
    try:
        for i in range(limit):
            trace.append(f"yield {i}")
            yield i
            await asyncio.sleep(0)
    finally:
        trace.append("generator cleanup")

async def consume():
    trace = []
    total = 0
    async for n in numbers(3, trace):
        total += n
    trace.append(f"total {total}")
    print(trace)

asyncio.run(consume())

async def returns_in_finally_order():
    events = []
    async def inner():
        try:
            events.append("inner body")
            return "inner value"
        finally:
            events.append("inner finally")
    value = await inner()
    events.append(f"got {value}")
    return events

print(asyncio.run(returns_in_finally_order()))
