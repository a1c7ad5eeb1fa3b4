# anext(iterator, default) gives the default once the iterator is exhausted; anext of something
# that is not an async iterator fails at once.
import asyncio


async def countdown(n):
    while n > 0:
        yield n
        n -= 1
        await asyncio.sleep(0)


class Pages:
    def __init__(self, pages):
        self.pages = list(pages)

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.pages:
            raise StopAsyncIteration
        return self.pages.pop(0)


async def main():
    it = countdown(2)
    print(await anext(it, "done"), await anext(it, "done"), await anext(it, "done"), await anext(it, None))
    pages = Pages(["p1", "p2"])
    got = []
    while (page := await anext(pages, None)) is not None:
        got.append(page)
    print(got)
    try:
        await anext(countdown(0))
    except StopAsyncIteration:
        print("no default: StopAsyncIteration")
    for bad in (1, [1, 2]):
        try:
            anext(bad, 0)
        except TypeError as e:
            print(e)
    try:
        anext()
    except TypeError as e:
        print(type(e).__name__)


asyncio.run(main())
