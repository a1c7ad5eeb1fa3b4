# Checks asyncio.wait with FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED and timeout.
import asyncio

async def job(name, delay, fail=False):
    await asyncio.sleep(delay)
    if fail:
        raise ValueError(name)
    return name

def names(tasks):
    return sorted(t.get_name() for t in tasks)

async def main():
    def mk():
        return [asyncio.create_task(job(n, d, f), name=n) for n, d, f in
                [("a", 0.3, False), ("b", 0.1, False), ("c", 0.2, True), ("d", 0.4, False)]]
    ts = mk()
    done, pending = await asyncio.wait(ts, return_when=asyncio.FIRST_COMPLETED)
    print("FIRST_COMPLETED", names(done), names(pending))
    done, pending = await asyncio.wait(ts, return_when=asyncio.FIRST_EXCEPTION)
    print("FIRST_EXCEPTION", names(done), names(pending))
    done, pending = await asyncio.wait(ts, timeout=0.05)
    print("timeout", names(done), names(pending))
    done, pending = await asyncio.wait(ts)
    print("ALL_COMPLETED", names(done), names(pending))
    print([t.exception() for t in ts])
    ts = mk()
    done, pending = await asyncio.wait(ts, return_when=asyncio.FIRST_EXCEPTION)
    print("FIRST_EXCEPTION fresh", names(done), names(pending))
    for t in pending:
        t.cancel()
    done, pending = await asyncio.wait(pending)
    print("after cancel", names(done), [t.cancelled() for t in done])
    for bad in ([], [job("x", 0)]):
        try:
            await asyncio.wait(bad)
        except (ValueError, TypeError) as e:
            print(type(e).__name__, e)
    try:
        await asyncio.wait(ts, return_when="SOMETIMES")
    except ValueError as e:
        print(e)
    print(asyncio.FIRST_COMPLETED, asyncio.FIRST_EXCEPTION, asyncio.ALL_COMPLETED)

asyncio.run(main())
