# Checks Semaphore FIFO fairness, BoundedSemaphore errors and locked() states.
import asyncio

async def worker(sem, name, hold, log):
    log.append(f"{name} wants")
    async with sem:
        log.append(f"{name} in (locked={sem.locked()})")
        for _ in range(hold):
            await asyncio.sleep(0)
        log.append(f"{name} out")

async def main():
    sem = asyncio.Semaphore(2)
    log = []
    await asyncio.gather(*(worker(sem, f"w{i}", (i * 2) % 3 + 1, log) for i in range(6)))
    print("\n".join(log))
    b = asyncio.BoundedSemaphore(1)
    await b.acquire()
    b.release()
    try:
        b.release()
    except ValueError as e:
        print("ValueError:", e)
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print("ValueError:", e)
    s = asyncio.Semaphore(0)
    order = []
    async def waiter(n):
        await s.acquire()
        order.append(n)
    ts = [asyncio.create_task(waiter(i)) for i in range(4)]
    await asyncio.sleep(0)
    ts[1].cancel()
    s.release()
    s.release()
    await asyncio.sleep(0)
    s.release()
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    print(order, [t.done() for t in ts], s.locked())

asyncio.run(main())
