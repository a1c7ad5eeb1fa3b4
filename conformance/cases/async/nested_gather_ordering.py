# The order in which nested gathers, sleep(0) yields, call_soon callbacks and future done
# callbacks interleave: each loop iteration runs exactly what was ready when it started.
import asyncio

log = []


async def leaf(name, rounds):
    for r in range(rounds):
        log.append(f"{name}{r}")
        await asyncio.sleep(0)
    log.append(f"{name}!")
    return name


async def branch(name, sizes):
    got = await asyncio.gather(*[leaf(f"{name}.{i}", n) for i, n in enumerate(sizes)])
    log.append(f"{name} joined")
    return got


async def main():
    loop = asyncio.get_running_loop()
    loop.call_soon(log.append, "soon-1")
    fut = loop.create_future()
    fut.add_done_callback(lambda f: log.append(f"fut-cb {f.result()}"))
    loop.call_soon(fut.set_result, "R")
    loop.call_soon(log.append, "soon-2")
    result = await asyncio.gather(branch("A", [2, 0, 1]), leaf("solo", 3), branch("B", [1]))
    print(result)
    for i in range(0, len(log), 8):
        print(" ".join(log[i:i + 8]))

    log.clear()
    order = []

    async def ping(name):
        for i in range(3):
            order.append(f"{name}{i}")
            loop.call_soon(order.append, f"cb-{name}{i}")
            await asyncio.sleep(0)

    await asyncio.gather(ping("p"), ping("q"))
    print(" ".join(order))


asyncio.run(main())
