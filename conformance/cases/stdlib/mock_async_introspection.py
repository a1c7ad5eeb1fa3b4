# An AsyncMock passes for a coroutine function, as CPython's inspect sees it.
import asyncio
import inspect
from unittest.mock import AsyncMock, MagicMock

fetch = AsyncMock(return_value={"status": "ok"})
print(inspect.iscoroutinefunction(fetch), asyncio.iscoroutinefunction(fetch))
print(inspect.iscoroutinefunction(MagicMock()), inspect.isfunction(fetch))
print(fetch.__code__.co_flags & inspect.CO_COROUTINE != 0, fetch.__name__)


async def main():
    return await fetch("x")


print(asyncio.run(main()), fetch.await_count)
