# PEP 479: StopIteration (and StopAsyncIteration in async generators) escaping a generator,
# coroutine or async generator becomes a RuntimeError whose message names the kind.
import asyncio
def g():
    yield 1
    raise StopIteration(5)
try:
    list(g())
except RuntimeError as e:
    print(e, repr(e.__cause__))
class MyStop(StopIteration):
    pass
def g2():
    yield 1
    raise MyStop
try:
    list(g2())
except RuntimeError as e:
    print(e, type(e.__cause__).__name__)
async def ag():
    yield 1
    raise StopAsyncIteration
async def ag2():
    yield 1
    raise StopIteration
async def main():
    for f in (ag, ag2):
        try:
            async for x in f():
                print("item", x)
        except RuntimeError as e:
            print(e)
    async def c():
        raise StopIteration
    try:
        await c()
    except RuntimeError as e:
        print(e)
asyncio.run(main())
