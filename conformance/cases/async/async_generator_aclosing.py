import asyncio
from contextlib import aclosing


async def ticker(limit):
    try:
        for i in range(limit):
            yield i
            await asyncio.sleep(0)
    finally:
        print("ticker cleaned up")


async def running_total():
    total = 0
    while True:
        value = yield total
        if value is None:
            break
        total += value


async def main():
    async with aclosing(ticker(10)) as t:
        async for i in t:
            if i == 3:
                break
            print("tick", i)
    acc = running_total()
    print(await acc.asend(None))
    for v in [5, 10, 20]:
        print(await acc.asend(v))
    try:
        await acc.asend(None)
    except StopAsyncIteration:
        print("accumulator finished")
    tickers = [ticker(n) for n in [0, 1, 2]]
    results = await asyncio.gather(*(anext(t, "empty") for t in tickers))
    print(results)
    for t in tickers:
        await t.aclose()


asyncio.run(main())
