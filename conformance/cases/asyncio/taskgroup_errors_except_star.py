# Errors of a TaskGroup's tasks reach the caller as an ExceptionGroup that except* splits.
import asyncio


async def worker(n):
    await asyncio.sleep(n / 10)
    if n % 2:
        raise ValueError(f"odd {n}")
    if n == 4:
        raise KeyError(n)
    return n


async def main():
    try:
        async with asyncio.TaskGroup() as group:
            for n in range(1, 4):
                group.create_task(worker(n))
    except* ValueError as e:
        print("values:", sorted(str(x) for x in e.exceptions))
    except* KeyError as e:
        print("keys:", e.exceptions)
    try:
        async with asyncio.TaskGroup() as group:
            group.create_task(worker(4))
            group.create_task(worker(2))
    except* KeyError as e:
        print(type(e).__name__, repr(e.exceptions), e.message)


asyncio.run(main())
