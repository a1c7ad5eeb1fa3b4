# Checks async generators consumed with async for, including early break and async comprehensions.
import asyncio

async def ticker(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i

async def paged(pages):
    for number, page in enumerate(pages, 1):
        await asyncio.sleep(0)
        print(f"  fetched page {number}")
        for item in page:
            yield item

async def main():
    async for t in ticker(3):
        print("tick", t)
    print("list via async comprehension:", [x async for x in ticker(5)])
    print("filtered:", [x * x async for x in ticker(6) if x % 2])
    print("dict:", {x: str(x) async for x in ticker(3)})
    total = 0
    async for item in paged([[1, 2], [3], [], [4, 5]]):
        total += item
        if total > 5:
            print("breaking at item", item)
            break
    print("total", total)
    collected = []
    async for item in paged([["a"], ["b", "c"]]):
        collected.append(item)
    print(collected)
    gen = ticker(2)
    print(type(gen).__name__)
    print("anext:", await gen.__anext__(), await gen.__anext__())
    try:
        await gen.__anext__()
    except StopAsyncIteration:
        print("StopAsyncIteration raised")

asyncio.run(main())

async def running_totals(source):
    total = 0
    async for v in source:
        total += v
        yield total

async def pipeline():
    print([t async for t in running_totals(ticker(5))])
    async for line in numbered(running_totals(ticker(3))):
        print(line)

async def numbered(source):
    n = 1
    async for value in source:
        yield f"{n}: {value}"
        n += 1

asyncio.run(pipeline())

class Countdown:
    def __init__(self, start):
        self.current = start
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.current <= 0:
            raise StopAsyncIteration
        await asyncio.sleep(0)
        self.current -= 1
        return self.current + 1

async def use_class():
    async for n in Countdown(4):
        print("countdown", n)

asyncio.run(use_class())
