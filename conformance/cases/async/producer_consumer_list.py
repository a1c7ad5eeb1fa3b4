# Checks a producer/consumer pair sharing a plain list buffer and yielding with sleep(0).
import asyncio

async def producer(buffer, items, log):
    for item in items:
        buffer.append(item)
        log.append(f"produced {item}")
        await asyncio.sleep(0)
    buffer.append(None)
    log.append("producer done")

async def consumer(name, buffer, log):
    handled = []
    while True:
        while not buffer:
            await asyncio.sleep(0)
        item = buffer.pop(0)
        if item is None:
            buffer.append(None)
            log.append(f"{name} sees end")
            return handled
        log.append(f"{name} consumed {item}")
        handled.append(item)
        await asyncio.sleep(0)

async def main():
    buffer = []
    log = []
    _, got = await asyncio.gather(producer(buffer, ["a", "b", "c", "d"], log), consumer("c1", buffer, log))
    print("c1 got", got)
    for line in log:
        print(" ", line)
    buffer = []
    log = []
    results = await asyncio.gather(
        consumer("x", buffer, log),
        consumer("y", buffer, log),
        producer(buffer, [1, 2, 3, 4, 5], log),
    )
    print("x got", results[0], "y got", results[1])
    print("total handled", len(results[0]) + len(results[1]))
    print(" | ".join(log))

asyncio.run(main())
