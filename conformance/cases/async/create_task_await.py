# Checks asyncio.create_task scheduling: tasks start at the next await point and can be awaited later.
import asyncio

log = []

async def job(name, steps):
    log.append(f"{name} start")
    for i in range(steps):
        await asyncio.sleep(0)
        log.append(f"{name} step {i + 1}")
    log.append(f"{name} end")
    return f"{name} result"

async def main():
    t1 = asyncio.create_task(job("t1", 2))
    t2 = asyncio.create_task(job("t2", 1))
    log.append("tasks created")
    print("before first await:", log)
    r1 = await t1
    log.append("awaited t1")
    r2 = await t2
    log.append("awaited t2")
    print(r1, "|", r2)
    for entry in log:
        print(" ", entry)
    print("awaiting a finished task again:", await t1)

asyncio.run(main())

async def compute(x):
    await asyncio.sleep(0)
    return x * 3

async def fan_out():
    tasks = [asyncio.create_task(compute(i)) for i in range(5)]
    results = []
    for t in tasks:
        results.append(await t)
    print("fan out:", results)
    more = [asyncio.create_task(compute(i)) for i in "ab"]
    print("gather tasks:", await asyncio.gather(*more))

asyncio.run(fan_out())

async def background(counter):
    for _ in range(3):
        counter["n"] += 1
        await asyncio.sleep(0)
    return counter["n"]

async def foreground():
    counter = {"n": 0}
    task = asyncio.create_task(background(counter))
    print("right after create_task:", counter["n"])
    await asyncio.sleep(0)
    print("after one sleep(0):", counter["n"])
    await asyncio.sleep(0)
    print("after two sleep(0):", counter["n"])
    final = await task
    print("task returned", final)

asyncio.run(foreground())
