# Checks asyncio.gather returns results in argument order regardless of completion order.
import asyncio

async def work(name, steps):
    for i in range(steps):
        await asyncio.sleep(0)
    print(f"{name} finished after {steps} steps")
    return name.upper()

async def main():
    results = await asyncio.gather(work("slow", 3), work("fast", 0), work("mid", 1))
    print(results)
    print(type(results).__name__)
    empty = await asyncio.gather()
    print("empty gather:", empty)
    coros = [work(f"job{i}", 3 - i) for i in range(4)]
    print(await asyncio.gather(*coros))
    single = await asyncio.gather(work("only", 1))
    print("single:", single)

asyncio.run(main())

async def value(v):
    await asyncio.sleep(0)
    return v

async def nested():
    inner1 = asyncio.gather(value(1), value(2))
    inner2 = asyncio.gather(value("a"), value("b"), value("c"))
    outer = await asyncio.gather(inner1, inner2, value(None))
    print("nested:", outer)
    a, b, c = await asyncio.gather(value(10), value(20), value(30))
    print("unpacked:", a + b + c)
    squares = await asyncio.gather(*(value(i * i) for i in range(6)))
    print("squares:", squares)
    mixed = await asyncio.gather(value([1, 2]), value({"k": "v"}), value((3,)))
    print("mixed:", mixed)

asyncio.run(nested())

async def countdown(label, n, log):
    while n > 0:
        log.append(f"{label}{n}")
        n -= 1
        await asyncio.sleep(0)
    return label

async def interleaved():
    log = []
    res = await asyncio.gather(countdown("A", 3, log), countdown("B", 2, log), countdown("C", 1, log))
    print(res)
    print(log)

asyncio.run(interleaved())
