import asyncio
async def agen():
    try:
        x = yield 1
        print('got', x)
        x = yield 2
        print('got', x)
    except ValueError as e:
        print('caught', e)
        yield 'after-throw'
    finally:
        print('finally')

async def main():
    g = agen()
    print(await g.asend(None))
    print(await g.asend('a'))
    print(await g.athrow(ValueError('boom')))
    try:
        await g.asend('b')
    except StopAsyncIteration:
        print('stop')
    g = agen()
    print(await g.__anext__())
    print(await g.aclose())
    print(await g.aclose())
    g = agen()
    print(await g.aclose())
    g = agen()
    try:
        await g.asend(5)
    except TypeError as e:
        print('TypeError', e)
    g = agen()
    try:
        await g.athrow(KeyError('k'))
    except KeyError as e:
        print('KeyError', e)
    try:
        print(await g.asend(None))
    except StopAsyncIteration:
        print('stop2')
    async def stubborn():
        ignored = False
        while True:
            try:
                yield 1
            except GeneratorExit:
                if ignored:
                    raise
                ignored = True
                print('ignoring')
    s = stubborn()
    await s.asend(None)
    try:
        await s.aclose()
    except RuntimeError as e:
        print('RuntimeError', e)
    a = agen()
    op = a.asend(None)
    print(await op)
    try:
        await op
    except RuntimeError as e:
        print('RuntimeError', e)
    print(type(op).__name__, type(a.athrow(ValueError)).__name__)
    async def raises_in_close():
        try:
            yield 1
        finally:
            raise KeyError('in-close')
    r = raises_in_close()
    await r.asend(None)
    try:
        await r.aclose()
    except KeyError as e:
        print('KeyError', e)
    async def awaits_in_finally():
        try:
            yield 1
        finally:
            await asyncio.sleep(0)
            print('cleaned after await')
    w = awaits_in_finally()
    await w.asend(None)
    await w.aclose()
    await a.aclose()
asyncio.run(main())
