"""Running async tools: ``run_coroutines`` for a synchronous run (one event loop per batch of
calls), and ``answer`` for ``run_async`` (awaited on the host's own loop)."""

import asyncio
import inspect
from typing import Any, Awaitable, Callable, Dict, List, Tuple


def run_coroutines(coroutines: List[Awaitable[Any]]) -> List[Tuple[bool, Any]]:
    """Awaits the coroutines of one batch of tool calls together and returns ``(ok, value)``
    for each: the result, or the exception it raised."""

    async def gather() -> List[Any]:
        return await asyncio.gather(*coroutines, return_exceptions=True)

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        pass
    else:
        for coroutine in coroutines:
            if inspect.iscoroutine(coroutine):
                coroutine.close()
        raise RuntimeError(
            "an async tool was called by Sandbox.run inside a running event loop: use await Sandbox.run_async(...)"
        )
    results = asyncio.run(gather())
    return [(not isinstance(r, BaseException), r) for r in results]


async def answer(
    call_id: int, function: Callable[..., Any], args: Tuple[Any, ...], kwargs: Dict[str, Any]
) -> Tuple[int, bool, Any]:
    """Calls one tool for ``run_async``, awaiting it when it is async."""
    try:
        result = function(*args, **kwargs)
        if inspect.isawaitable(result):
            result = await result
        return (call_id, True, result)
    except Exception as error:  # the sandbox raises it where the call was
        return (call_id, False, error)
