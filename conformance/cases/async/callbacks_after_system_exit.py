# A SystemExit raised by a callback leaves run_forever; the callbacks scheduled after it are
# still ready and run first the next time the loop runs. Exceptions in ordinary callbacks go
# to the exception handler and the loop keeps going, in order.
import asyncio

loop = asyncio.new_event_loop()


def say(word):
    print("callback", word)


def leave():
    print("callback leave")
    raise SystemExit(3)


def fail():
    raise ValueError("boom")


loop.set_exception_handler(lambda lp, ctx: print("handler:", repr(ctx["exception"])))
loop.call_soon(say, "a")
loop.call_soon(fail)
loop.call_soon(leave)
loop.call_soon(say, "b")
cancelled = loop.call_soon(say, "never")
loop.call_soon(say, "c")
cancelled.cancel()
try:
    loop.run_forever()
except SystemExit as e:
    print("SystemExit", e.code, "running:", loop.is_running())
loop.call_soon(say, "d")
loop.call_soon(loop.stop)
loop.run_forever()
print("stopped")


async def later():
    print("task ran")
    return 7


print(loop.run_until_complete(later()))
loop.close()
try:
    loop.create_task(42)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    asyncio.Task(42, loop=loop)
except TypeError as e:
    print("TypeError:", e)
