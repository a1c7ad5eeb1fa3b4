async def f():
    return 1 / 0
import asyncio
coro = f()
coro.send(None)
