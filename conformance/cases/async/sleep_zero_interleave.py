# Checks round-robin interleaving of tasks that yield with await asyncio.sleep(0).
import asyncio

async def worker(name, items):
    for item in items:
        print(f"{name} handles {item}")
        await asyncio.sleep(0)
    print(f"{name} done")
    return len(items)

async def main():
    counts = await asyncio.gather(
        worker("w1", ["a", "b", "c"]),
        worker("w2", ["x"]),
        worker("w3", ["p", "q"]),
    )
    print("counts:", counts)

asyncio.run(main())

async def ping(n, log):
    for i in range(n):
        log.append(f"ping{i}")
        await asyncio.sleep(0)

async def pong(n, log):
    for i in range(n):
        log.append(f"pong{i}")
        await asyncio.sleep(0)

async def match():
    log = []
    await asyncio.gather(ping(3, log), pong(3, log))
    print(" ".join(log))

asyncio.run(match())

async def no_yield(name, log):
    log.append(f"{name} runs to completion without yielding")
    return name

async def yields_twice(name, log):
    log.append(f"{name} part 1")
    await asyncio.sleep(0)
    log.append(f"{name} part 2")
    await asyncio.sleep(0)
    log.append(f"{name} part 3")
    return name

async def mixed():
    log = []
    res = await asyncio.gather(yields_twice("A", log), no_yield("B", log), yields_twice("C", log))
    print(res)
    for line in log:
        print(" ", line)

asyncio.run(mixed())

async def shared_counter():
    state = {"value": 0}
    async def incr(times):
        for _ in range(times):
            current = state["value"]
            await asyncio.sleep(0)
            state["value"] = current + 1
    await asyncio.gather(incr(3), incr(3))
    print("lost-update counter:", state["value"])

asyncio.run(shared_counter())
