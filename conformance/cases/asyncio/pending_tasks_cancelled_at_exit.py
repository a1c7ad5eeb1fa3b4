# Checks that tasks still pending when main returns are cancelled, and their cleanup runs.
import asyncio

async def background(name):
    try:
        while True:
            await asyncio.sleep(0.1)
            print(f"{name} tick")
    except asyncio.CancelledError:
        print(f"{name} got cancelled")
        await asyncio.sleep(0)
        print(f"{name} cleanup after sleep(0)")
        raise
    finally:
        print(f"{name} finally")

async def quick():
    print("quick done")

async def main():
    asyncio.create_task(background("bg"))
    asyncio.create_task(quick())
    await asyncio.sleep(0.25)
    print("main returns")
    return "main result"

print(asyncio.run(main()))
print("after run")

async def main2():
    async def stubborn():
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            print("stubborn ignores the shutdown cancel")
        await asyncio.sleep(0)
        print("stubborn really done")
        return 1
    asyncio.create_task(stubborn())
    await asyncio.sleep(0)
    return "main2"

print(asyncio.run(main2()))
