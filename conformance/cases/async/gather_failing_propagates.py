# Checks that asyncio.gather propagates the first exception raised by one of its coroutines.
import asyncio

log = []

async def ok(name):
    log.append(f"{name} start")
    await asyncio.sleep(0)
    log.append(f"{name} end")
    return name

async def fails(name, message):
    log.append(f"{name} start")
    await asyncio.sleep(0)
    log.append(f"{name} raising")
    raise ValueError(message)

async def fails_immediately():
    raise KeyError("instant")

async def main():
    try:
        await asyncio.gather(ok("a"), fails("b", "b broke"), ok("c"))
        print("not reached")
    except ValueError as e:
        print("gather raised ValueError:", e)
    print(log)
    log.clear()
    try:
        await asyncio.gather(fails_immediately(), ok("d"))
    except KeyError as e:
        print("gather raised KeyError:", e)
    await asyncio.sleep(0)
    print(log)
    results = await asyncio.gather(ok("x"), ok("y"))
    print("healthy gather still works:", results)

asyncio.run(main())

async def safe(coro):
    try:
        return ("ok", await coro)
    except Exception as e:
        return ("error", f"{type(e).__name__}: {e}")

async def collect_all():
    outcomes = await asyncio.gather(
        safe(ok("p")),
        safe(fails("q", "q failed")),
        safe(fails_immediately()),
        safe(ok("r")),
    )
    for outcome in outcomes:
        print(outcome)
    errors = [o for o in outcomes if o[0] == "error"]
    print(len(errors), "errors of", len(outcomes))

asyncio.run(collect_all())
