# Every way a task step ends (bare yield, awaited future, return, exception, cancellation,
# StopIteration turned into RuntimeError), current_task() inside steps, and errors leaving run().
import asyncio

async def spinner(log):
    try:
        while True:
            log.append("spin")
            await asyncio.sleep(0)
    except asyncio.CancelledError:
        log.append("cancelled")
        raise
    finally:
        log.append("finally")

async def failing():
    await asyncio.sleep(0)
    raise ValueError("boom")

async def returning(x):
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    return x * 2

async def raises_stop():
    await asyncio.sleep(0)
    raise StopIteration("no")

async def main():
    log = []
    t = asyncio.create_task(spinner(log))
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("task cancelled", t.cancelled())
    print(log)
    f = asyncio.create_task(failing())
    try:
        await f
    except ValueError as e:
        print("caught", repr(e), f.done(), repr(f.exception()))
    print(await asyncio.gather(*[returning(i) for i in range(5)]))
    r = asyncio.create_task(raises_stop())
    try:
        await r
    except RuntimeError as e:
        print("runtime", e, repr(e.__cause__))
    print(asyncio.current_task().get_name())
    res = await asyncio.gather(failing(), returning(3), return_exceptions=True)
    print(res)
    print(await asyncio.sleep(0, "result"))
    async def who():
        await asyncio.sleep(0)
        return asyncio.current_task().get_name()
    print(await asyncio.create_task(who(), name="named"))
    try:
        await asyncio.wait_for(spinner([]), timeout=0.0)
    except asyncio.TimeoutError:
        print("timeout")

asyncio.run(main())

async def top():
    await asyncio.sleep(0)
    raise KeyError("top")
try:
    asyncio.run(top())
except KeyError as e:
    print("run raised", e)
