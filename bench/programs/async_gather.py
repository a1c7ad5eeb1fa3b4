# asyncio: gather over many small coroutines that yield with sleep(0), nested gathers.
import asyncio


async def worker(i, rounds):
    total = 0
    for r in range(rounds):
        total += (i * r) % 7
        await asyncio.sleep(0)
    return total


async def group(g, size):
    results = await asyncio.gather(*[worker(g * size + i, 10) for i in range(size)])
    return sum(results)


async def main():
    flat = await asyncio.gather(*[worker(i, 20) for i in range(2000)])
    groups = await asyncio.gather(*[group(g, 50) for g in range(40)])
    return sum(flat), len(flat), sum(groups), groups[:3]


print(asyncio.run(main()))
