# Checks that an exception escaping the main coroutine propagates out of asyncio.run uncaught.
import asyncio

class QuotaExceeded(Exception):
    pass

async def call_api(n, budget):
    await asyncio.sleep(0)
    if n > budget["left"]:
        raise QuotaExceeded(f"request for {n} units exceeds remaining {budget['left']}")
    budget["left"] -= n
    return f"used {n}, left {budget['left']}"

async def main():
    budget = {"left": 10}
    for n in [3, 4]:
        print(await call_api(n, budget))
    try:
        await call_api(50, budget)
    except QuotaExceeded as e:
        print("handled:", e)
    results = await asyncio.gather(call_api(1, budget), call_api(1, budget))
    print(results)
    print("about to overspend")
    await call_api(5, budget)
    print("unreachable")

asyncio.run(main())
print("also unreachable")
