# Checks shield: the awaiting task is cancelled but the shielded task keeps running.
import asyncio

async def important(log):
    log.append("important start")
    await asyncio.sleep(0.2)
    log.append("important end")
    return "saved"

async def caller(inner, log):
    try:
        return await asyncio.shield(inner)
    except asyncio.CancelledError:
        log.append("caller cancelled")
        raise

async def main():
    log = []
    inner = asyncio.create_task(important(log))
    c = asyncio.create_task(caller(inner, log))
    await asyncio.sleep(0.1)
    c.cancel()
    try:
        await c
    except asyncio.CancelledError:
        log.append("main saw caller cancelled")
    print("inner done?", inner.done())
    print(await inner, log)
    done = asyncio.create_task(asyncio.sleep(0, "already"))
    await asyncio.sleep(0)
    print(asyncio.shield(done) is done)
    f = asyncio.get_running_loop().create_future()
    s = asyncio.shield(f)
    f.cancel()
    await asyncio.sleep(0)
    print("outer cancelled when inner cancelled:", s.cancelled())
    async def fails():
        await asyncio.sleep(0)
        raise OSError("disk")
    try:
        await asyncio.shield(fails())
    except OSError as e:
        print("shield passes exceptions:", e)

asyncio.run(main())
