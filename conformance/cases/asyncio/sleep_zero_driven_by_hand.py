# asyncio.sleep(0) driven without a loop: its one bare yield, values sent into it, throw()
# and close() while a coroutine waits in it, and a hand-called __await__ chain.
import asyncio

c = asyncio.sleep(0)
print("first send ->", c.send(None))
try:
    c.send(None)
except StopIteration as stop:
    print("finished with", stop.value)

c = asyncio.sleep(0, "result")
c.send(None)
try:
    c.send("ignored")
except StopIteration as stop:
    print("finished with", stop.value)


async def waiter():
    try:
        got = await asyncio.sleep(0)
        print("sleep returned", got)
        await asyncio.sleep(0)
    except ValueError as e:
        print("caught in coroutine:", e)
        return "handled"
    finally:
        print("waiter finally")
    return "normal"


w = waiter()
print(w.send(None))
print(w.send(99))
try:
    w.throw(ValueError("thrown in"))
except StopIteration as stop:
    print("throw ->", stop.value)

w = waiter()
w.send(None)
w.close()
print("closed")

try:
    w.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)


async def outer():
    return await inner()


async def inner():
    for i in range(3):
        await asyncio.sleep(0)
    return "inner done"


o = outer()
steps = 0
while True:
    try:
        o.send(None)
        steps += 1
    except StopIteration as stop:
        print("outer:", stop.value, "after", steps, "yields")
        break
