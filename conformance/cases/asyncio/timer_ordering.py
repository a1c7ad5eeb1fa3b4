# Checks timer ordering: equal delays fire in creation order, different delays by deadline, call_at.
import asyncio

async def sleeper(name, delay, log):
    await asyncio.sleep(delay)
    log.append(name)

async def main():
    loop = asyncio.get_running_loop()
    log = []
    tasks = [asyncio.create_task(sleeper(n, d, log)) for n, d in
             [("a", 0.3), ("b", 0.1), ("c", 0.3), ("d", 0.2), ("e", 0.1), ("f", 0), ("g", 0.2)]]
    await asyncio.gather(*tasks)
    print(log)
    log = []
    start = loop.time()
    loop.call_later(0.2, log.append, "later 0.2")
    loop.call_later(0.1, log.append, "later 0.1")
    loop.call_at(start + 0.15, log.append, "at +0.15")
    loop.call_at(start - 1, log.append, "at -1 (past)")
    loop.call_soon(log.append, "soon")
    h = loop.call_later(0.15, log.append, "cancelled")
    loop.call_later(0, log.append, "later 0")
    h.cancel()
    print("handle cancelled:", h.cancelled())
    await asyncio.sleep(0.3)
    print(log)
    print("at least 0.3s elapsed:", loop.time() - start >= 0.3)
    log = []
    async def ticker(name, period, n):
        for i in range(n):
            await asyncio.sleep(period)
            log.append(f"{name}{i}")
    await asyncio.gather(ticker("x", 0.3, 3), ticker("y", 0.25, 4), ticker("z", 0.55, 2))
    print(" ".join(log))

asyncio.run(main())
