# gather: failures with and without return_exceptions, cancelled children, cancelling the
# gather itself (children see it; return_exceptions does not hide it), duplicates, no args.
import asyncio


async def job(name, steps, fail=None):
    for i in range(steps):
        print(f"  {name} step {i}")
        await asyncio.sleep(0)
    if fail is not None:
        raise fail
    return name.upper()


async def main():
    print("return_exceptions=True:")
    results = await asyncio.gather(job("a", 2), job("b", 1, ValueError("bad b")), job("c", 0),
                                   return_exceptions=True)
    print([repr(r) for r in results])

    print("first failure propagates, the others keep running:")
    slow = asyncio.ensure_future(job("slow", 3))
    try:
        await asyncio.gather(job("x", 1, KeyError("x")), slow)
    except KeyError as e:
        print("caught", repr(e), "slow done?", slow.done())
    print("slow finished with", await slow)

    print("a cancelled child:")
    victim = asyncio.ensure_future(job("victim", 5))
    asyncio.get_running_loop().call_soon(victim.cancel, "stop it")
    results = await asyncio.gather(victim, job("bystander", 2), return_exceptions=True)
    print([type(r).__name__ + ":" + str(r) for r in results])
    try:
        await asyncio.gather(asyncio.ensure_future(job("v2", 3)), victim)
    except asyncio.CancelledError as e:
        print("without return_exceptions:", type(e).__name__, e.args)

    print("cancelling the gather:")
    for flag in (False, True):
        kids = [asyncio.ensure_future(job(f"k{i}", 4)) for i in range(3)]
        outer = asyncio.gather(*kids, return_exceptions=flag)
        await asyncio.sleep(0)
        print("cancel() ->", outer.cancel("enough"), "again ->", outer.cancel())
        try:
            print("result", await outer)
        except asyncio.CancelledError as e:
            print("outer raised CancelledError", e.args, "flag", flag)
        print("kids cancelled:", [k.cancelled() for k in kids])

    print("a done gather cannot be cancelled:")
    done = asyncio.gather(job("quick", 0))
    await done
    print(done.cancel(), done.result())

    print("duplicates share one task:")
    coro = job("dup", 1)
    print(await asyncio.gather(coro, coro, job("other", 0)))
    print("nothing to gather:", await asyncio.gather())


asyncio.run(main())
