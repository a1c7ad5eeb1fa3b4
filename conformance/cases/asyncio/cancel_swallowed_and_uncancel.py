# Checks a task that swallows cancellation, cancelling()/uncancel() counts and repeated cancels.
import asyncio

async def stubborn(log):
    for attempt in range(3):
        try:
            await asyncio.sleep(1)
            log.append(f"slept {attempt}")
        except asyncio.CancelledError:
            log.append(f"ignored cancel {attempt}")
    log.append("stubborn returns")
    return "survived"

async def main():
    log = []
    t = asyncio.create_task(stubborn(log))
    await asyncio.sleep(0)
    t.cancel()
    print("cancelling:", t.cancelling())
    t.cancel()
    print("cancelling after two:", t.cancelling())
    await asyncio.sleep(0)
    print("uncancel ->", t.uncancel(), t.uncancel(), t.uncancel())
    t.cancel()
    res = await t
    print(res, t.cancelled(), log)
    async def finishes_despite_cancel():
        try:
            await asyncio.sleep(5)
        except asyncio.CancelledError:
            return "returned after cancel"
    t2 = asyncio.create_task(finishes_despite_cancel())
    await asyncio.sleep(0)
    t2.cancel()
    print(await t2, t2.cancelled())
    async def cancel_while_running():
        me = asyncio.current_task()
        me.cancel()
        print("still running after self-cancel")
        await asyncio.sleep(0)
        print("not reached")
    try:
        await asyncio.create_task(cancel_while_running())
    except asyncio.CancelledError:
        print("self-cancelled task raised CancelledError")

asyncio.run(main())
