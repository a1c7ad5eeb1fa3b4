import asyncio
async def agen():
    yield 1
async def main():
    g = agen()
    async for _ in g: pass
    try:
        await g.athrow(ValueError('x'))
    except BaseException as e:
        print(type(e).__name__, e)
    print(await g.aclose())
    async def selfref():
        yield await g2.asend(None)
    g2 = selfref()
    try:
        await g2.asend(None)
    except BaseException as e:
        print(type(e).__name__, e)
    print(repr(agen().asend(None))[:30], repr(agen().aclose())[:31])
    try:
        agen().asend()
    except TypeError as e:
        print(e)
    try:
        await agen().athrow(1)
    except TypeError as e:
        print(e)
asyncio.run(main())
