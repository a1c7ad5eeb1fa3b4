# Checks wait_for: success, timeout cancelling the inner task, timeout=0, cancellation of the waiter.
import asyncio

async def job(name, delay, log):
    try:
        await asyncio.sleep(delay)
        log.append(f"{name} finished")
        return f"{name} result"
    except asyncio.CancelledError:
        log.append(f"{name} cancelled")
        raise
    finally:
        log.append(f"{name} finally")

async def main():
    log = []
    print(await asyncio.wait_for(job("fast", 0.1, log), timeout=1))
    try:
        await asyncio.wait_for(job("slow", 2, log), timeout=0.5)
    except asyncio.TimeoutError as e:
        print("timeout:", type(e).__name__, e.args, asyncio.TimeoutError is TimeoutError)
    print(log)
    log.clear()
    t = asyncio.create_task(job("t", 0.1, log))
    try:
        await asyncio.wait_for(t, timeout=0)
    except TimeoutError:
        print("timeout=0 raised; t cancelled:", t.cancelled())
    print(await asyncio.wait_for(asyncio.sleep(0, "instant"), timeout=0.1))
    print(await asyncio.wait_for(job("none", 0.1, log), timeout=None))
    print(log)
    log.clear()
    async def outer():
        return await asyncio.wait_for(job("inner", 5, log), timeout=10)
    o = asyncio.create_task(outer())
    await asyncio.sleep(1)
    o.cancel()
    try:
        await o
    except asyncio.CancelledError:
        print("outer cancelled;", log)
    async def refuses():
        try:
            await asyncio.sleep(5)
        except asyncio.CancelledError:
            return "refused cancellation"
    print(await asyncio.wait_for(refuses(), timeout=0.2))
    async def boom():
        await asyncio.sleep(0.1)
        raise KeyError("boom")
    try:
        await asyncio.wait_for(boom(), 1)
    except KeyError as e:
        print("inner exception propagates:", e)

asyncio.run(main())
