"""Sandbox.start: the caller answers each tool call (resume / resume_error), a paused run dumps
to bytes and garter.load resumes it, in this process or another; Session keeps globals across
runs and dumps and loads."""

import subprocess
import sys

import pytest

import garter

PROGRAM = "a = fetch('x')\nb = fetch(key='y')\nprint(a, b)\n[a, b]"


def never_called(key: str) -> str:
    raise AssertionError("start() must not call tools")


def test_start_hands_each_call_to_the_caller():
    box = garter.Sandbox(tools={"fetch": never_called})
    call = box.start(PROGRAM)
    assert isinstance(call, garter.ToolCall)
    assert (call.name, call.args, call.kwargs, call.arguments) == ("fetch", ("x",), {}, {"key": "x"})
    call = call.resume(1)
    assert (call.args, call.kwargs) == ((), {"key": "y"})
    done = call.resume({"v": [2]})
    assert isinstance(done, garter.Complete)
    assert done.value == [1, {"v": [2]}] and done.stdout == "1 {'v': [2]}\n"


def test_resume_error_raises_at_the_call_site():
    call = garter.Sandbox(tools={"fetch": never_called}).start(
        "try:\n    fetch('x')\nexcept LookupError as e:\n    r = type(e).__name__ + ': ' + str(e)\nr"
    )
    assert call.resume_error(KeyError("x")).value == "KeyError: 'x'"
    call = garter.Sandbox(tools={"fetch": never_called}).start("fetch('x')")
    with pytest.raises(garter.PythonError) as error:
        call.resume_error(TimeoutError)
    assert error.value.type_name == "TimeoutError"


def test_a_call_is_answered_once():
    call = garter.Sandbox(tools={"fetch": never_called}).start(PROGRAM)
    call.resume(1)
    with pytest.raises(garter.GarterError, match="answered already"):
        call.resume(1)


def test_start_without_tool_calls_completes():
    done = garter.Sandbox().start("print('hi')\n6 * 7")
    assert isinstance(done, garter.Complete) and (done.value, done.stdout) == (42, "hi\n")


def test_gathered_calls_are_handed_out_in_turn():
    async def fetch(key: str) -> str:
        raise AssertionError("not called")

    code = "import asyncio\nasync def main():\n    return await asyncio.gather(fetch('a'), fetch('b'))\nasyncio.run(main())"
    call = garter.Sandbox(tools=[fetch]).start(code)
    first = call.args
    call = call.resume(first[0].upper())
    second = call.args
    done = call.resume(second[0].upper())
    assert sorted([first, second]) == [("a",), ("b",)]
    assert done.value == ["A", "B"]


def test_a_dump_resumes_in_another_process():
    call = garter.Sandbox(tools={"fetch": never_called}, limits=garter.Limits(max_steps=10**6)).start(PROGRAM)
    call = call.resume("first")
    data = call.dump()
    assert isinstance(data, bytes)
    script = (
        "import sys, garter\n"
        "call = garter.load(sys.stdin.buffer.read())\n"
        "assert call.kwargs == {'key': 'y'}, call.kwargs\n"
        "done = call.resume('second')\n"
        "print(repr(done.value))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], input=data, capture_output=True, check=True)
    assert out.stdout.decode().strip() == "['first', 'second']"
    again = garter.load(data)
    assert again.resume("other").value == ["first", "other"]


def test_load_refuses_what_is_not_a_snapshot():
    with pytest.raises(garter.GarterError, match="not a garter snapshot"):
        garter.load(b"hello")
    data = garter.Sandbox(tools={"fetch": never_called}).start(PROGRAM).dump()
    with pytest.raises(garter.GarterError):
        garter.load(data[:-10])


def test_session_globals_persist_and_dump_and_load():
    def price(item: str) -> float:
        return {"lamp": 20.0, "desk": 150.0}[item]

    session = garter.Session(tools=[price])
    session.run("cart = []\ndef add(item):\n    cart.append((item, price(item)))")
    session.run("add('lamp')")
    assert session.run("add('desk')\nsum(p for _, p in cart)").value == 170.0
    data = session.dump()
    restored = garter.Session.load(data, tools=[price])
    assert restored.run("add('lamp')\nlen(cart)").value == 3
    assert session.run("len(cart)").value == 2
    script = "import sys, garter\ns = garter.Session.load(sys.stdin.buffer.read())\nprint(s.run('cart').value)"
    out = subprocess.run([sys.executable, "-c", script], input=data, capture_output=True, check=True)
    assert out.stdout.decode().strip() == "[('lamp', 20.0), ('desk', 150.0)]"


def test_a_tool_calling_back_into_its_own_session_is_refused():
    session = garter.Session()

    def reenter():
        return session.run("1").value

    session = garter.Session(tools=[reenter])
    with pytest.raises(garter.PythonError) as error:
        session.run("reenter()")
    assert "running a program already" in error.value.message
    assert session.run("2").value == 2
