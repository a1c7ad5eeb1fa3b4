# Checks Lock FIFO hand-off, Lock errors, and Event waking several waiters in order.
import asyncio

async def critical(lock, name, log):
    log.append(f"{name} waits (locked={lock.locked()})")
    async with lock:
        log.append(f"{name} enters")
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        log.append(f"{name} leaves")

async def main():
    lock = asyncio.Lock()
    log = []
    await asyncio.gather(*(critical(lock, f"t{i}", log) for i in range(4)))
    print("\n".join(log))
    try:
        lock.release()
    except RuntimeError as e:
        print("RuntimeError:", e)
    print(await lock.acquire(), lock.locked())
    lock.release()
    ev = asyncio.Event()
    order = []
    async def waiter(i):
        order.append(f"w{i} waiting")
        r = await ev.wait()
        order.append(f"w{i} woke {r}")
    ts = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    print("is_set", ev.is_set())
    ev.set()
    order.append("set called")
    await asyncio.gather(*ts)
    print(order)
    print("wait on set event:", await ev.wait())
    ev.clear()
    print("cleared", ev.is_set())
    t = asyncio.create_task(ev.wait())
    await asyncio.sleep(0)
    t.cancel()
    await asyncio.sleep(0)
    print("cancelled waiter:", t.cancelled())

asyncio.run(main())
