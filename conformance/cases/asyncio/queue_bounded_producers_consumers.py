# Checks Queue producer/consumer interleaving with a small maxsize, put blocking, get blocking.
import asyncio

async def producer(q, name, n, log):
    for i in range(n):
        log.append(f"{name} put {i}?")
        await q.put(f"{name}{i}")
        log.append(f"{name} put {i} ok (size {q.qsize()})")
    log.append(f"{name} done")

async def consumer(q, name, log):
    while True:
        item = await q.get()
        if item is None:
            log.append(f"{name} stop")
            q.task_done()
            return
        log.append(f"{name} got {item}")
        await asyncio.sleep(0)
        q.task_done()

async def main():
    q = asyncio.Queue(maxsize=2)
    log = []
    consumers = [asyncio.create_task(consumer(q, f"c{i}", log)) for i in range(2)]
    await asyncio.gather(producer(q, "p", 5, log), producer(q, "r", 3, log))
    await q.put(None)
    await q.put(None)
    await q.join()
    await asyncio.gather(*consumers)
    for line in log:
        print(line)
    print(q.empty(), q.full(), q.qsize(), q.maxsize)
    q2 = asyncio.Queue(1)
    q2.put_nowait("x")
    try:
        q2.put_nowait("y")
    except asyncio.QueueFull:
        print("QueueFull")
    print(q2.get_nowait())
    try:
        q2.get_nowait()
    except asyncio.QueueEmpty:
        print("QueueEmpty")
    print(str(q2))

asyncio.run(main())
