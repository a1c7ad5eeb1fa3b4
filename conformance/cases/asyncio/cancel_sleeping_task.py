# Checks task cancellation: while sleeping, before starting, with messages, after completion.
import asyncio

async def sleeper(name, delay):
    try:
        print(f"{name} sleeping")
        await asyncio.sleep(delay)
        print(f"{name} woke")
        return "woke"
    except asyncio.CancelledError as e:
        print(f"{name} cancelled args={e.args}")
        raise
    finally:
        print(f"{name} finally")

async def main():
    t = asyncio.create_task(sleeper("t1", 10))
    await asyncio.sleep(0)
    print("cancel ->", t.cancel())
    print("cancelled() right after cancel:", t.cancelled(), "done:", t.done())
    try:
        await t
    except asyncio.CancelledError as e:
        print("awaiting t1 raised CancelledError", e.args)
    print("t1 cancelled():", t.cancelled())
    t2 = asyncio.create_task(sleeper("t2", 1))
    print("cancel before start ->", t2.cancel("early"))
    try:
        await t2
    except asyncio.CancelledError as e:
        print("t2 raised", repr(e))
    t3 = asyncio.create_task(sleeper("t3", 0.5))
    await asyncio.sleep(0.1)
    t3.cancel("stop now")
    try:
        await t3
    except asyncio.CancelledError as e:
        print("t3 raised", repr(e))
    t4 = asyncio.create_task(sleeper("t4", 0.01))
    print("t4 result", await t4, "cancel done task ->", t4.cancel())
    print(issubclass(asyncio.CancelledError, BaseException), issubclass(asyncio.CancelledError, Exception))

asyncio.run(main())
