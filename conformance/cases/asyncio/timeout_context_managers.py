# Checks asyncio.timeout / timeout_at context managers, nesting, expired() and reschedule().
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    try:
        async with asyncio.timeout(0.1) as cm:
            print("entered", cm.expired())
            await asyncio.sleep(1)
    except TimeoutError as e:
        print("TimeoutError", type(e.__cause__).__name__, cm.expired())
    async with asyncio.timeout(1) as cm:
        await asyncio.sleep(0.1)
    print("no timeout; expired:", cm.expired())
    try:
        async with asyncio.timeout(1):
            try:
                async with asyncio.timeout(0.2):
                    await asyncio.sleep(0.5)
            except TimeoutError:
                print("inner timed out")
            await asyncio.sleep(2)
    except TimeoutError:
        print("outer timed out")
    try:
        async with asyncio.timeout_at(loop.time() + 0.3) as cm:
            cm.reschedule(loop.time() + 0.05)
            await asyncio.sleep(0.2)
            print("not reached")
    except TimeoutError:
        print("rescheduled timeout fired")
    async with asyncio.timeout(None) as cm:
        print("when", cm.when())
        await asyncio.sleep(0.1)
    try:
        async with asyncio.timeout(0):
            print("body of timeout(0) runs")
            await asyncio.sleep(0)
            print("not reached")
    except TimeoutError:
        print("timeout(0) fired at first await")
    t = asyncio.timeout(5)
    try:
        t.reschedule(1)
    except RuntimeError as e:
        print(e)
    async def guarded():
        try:
            async with asyncio.timeout(0.1):
                await asyncio.sleep(1)
        except TimeoutError:
            return "guarded timed out"
    print(await asyncio.create_task(guarded()))

asyncio.run(main())
