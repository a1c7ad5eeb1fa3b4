"""await Sandbox.run_async: async tools are awaited on the host's event loop, and the calls an
asyncio.gather in the sandbox makes are awaited concurrently."""

import asyncio
import time

import pytest

import garter

GATHER = (
    "import asyncio\n"
    "pages = await asyncio.gather(*(fetch(url) for url in urls))\n"
    "print(len(pages), 'pages')\n"
    "pages"
)


def test_gathered_host_coroutines_run_concurrently_on_the_host_loop():
    loops = []

    async def fetch(url: str) -> str:
        loops.append(asyncio.get_running_loop())
        await asyncio.sleep(0.3)
        return url.upper()

    async def main():
        box = garter.Sandbox(tools=[fetch])
        started = time.perf_counter()
        result = await box.run_async(GATHER, inputs={"urls": ["a", "b", "c", "d", "e"]})
        return result, time.perf_counter() - started, asyncio.get_running_loop()

    result, seconds, host_loop = asyncio.run(main())
    assert result.value == ["A", "B", "C", "D", "E"] and result.stdout == "5 pages\n"
    assert result.tool_calls == 5
    assert seconds < 1.0, seconds  # one after another would take 1.5 s
    assert loops == [host_loop] * 5


def test_other_host_tasks_go_on_while_tools_are_awaited():
    ticks = []

    async def slow(n: int) -> int:
        await asyncio.sleep(0.2)
        return n

    async def ticker():
        for _ in range(5):
            ticks.append(1)
            await asyncio.sleep(0.02)

    async def main():
        box = garter.Sandbox(tools=[slow])
        task = asyncio.create_task(ticker())
        value = (await box.run_async("await slow(1) + await slow(2)")).value
        await task
        return value

    assert asyncio.run(main()) == 3
    assert len(ticks) == 5


def test_sync_tools_and_errors_in_run_async():
    def double(n: int) -> int:
        return 2 * n

    async def fail(message: str) -> None:
        raise ValueError(message)

    code = "try:\n    await fail('nope')\nexcept ValueError as e:\n    r = str(e)\n(double(4), r)"
    assert asyncio.run(garter.Sandbox(tools=[double, fail]).run_async(code)).value == (8, "nope")

    async def main():
        await garter.Sandbox(tools=[fail]).run_async("await fail('uncaught')")

    with pytest.raises(garter.PythonError) as error:
        asyncio.run(main())
    assert error.value.type_name == "ValueError" and error.value.message == "uncaught"


def test_session_run_async_keeps_globals():
    async def get(n: int) -> int:
        return n

    async def main():
        session = garter.Session(tools=[get])
        await session.run_async("total = await get(40)")
        return (await session.run_async("total + await get(2)")).value

    assert asyncio.run(main()) == 42


def test_sync_run_of_async_tools_inside_a_running_loop_says_to_use_run_async():
    async def get() -> int:
        return 1

    async def main():
        garter.Sandbox(tools=[get]).run("await get()")

    with pytest.raises(garter.PythonError, match="use await Sandbox.run_async"):
        asyncio.run(main())
