# Checks as_completed yields results in completion order, and its timeout.
import asyncio

async def job(name, delay):
    await asyncio.sleep(delay)
    if name == "bad":
        raise ValueError("bad job")
    return name

async def main():
    tasks = [asyncio.create_task(job(n, d)) for n, d in [("slow", 0.3), ("fast", 0.1), ("bad", 0.2), ("mid", 0.25)]]
    for coro in asyncio.as_completed(tasks):
        try:
            print("completed:", await coro)
        except ValueError as e:
            print("failed:", e)
    got = []
    try:
        for coro in asyncio.as_completed([job("a", 0.1), job("b", 0.5), job("c", 0.2)], timeout=0.3):
            got.append(await coro)
    except asyncio.TimeoutError:
        print("timed out after", got)
    same = [asyncio.create_task(job(f"s{i}", 0.1)) for i in range(4)]
    print([await c for c in asyncio.as_completed(same)])
    print([await c for c in asyncio.as_completed([])])

asyncio.run(main())
