# Task-N names come from one global counter (named tasks still use a number), current_task()
# inside and outside tasks and for another loop, all_tasks() as tasks finish.
import asyncio


async def child(n):
    me = asyncio.current_task()
    print("child", n, "is", me.get_name(), "current is me:", me is asyncio.current_task())
    await asyncio.sleep(0)
    return n


async def main():
    print("main is", asyncio.current_task().get_name())
    other = asyncio.new_event_loop()
    print("current task of another loop:", asyncio.current_task(other))
    other.close()
    plain = asyncio.create_task(child(1))
    named = asyncio.create_task(child(2), name="custom")
    later = asyncio.ensure_future(child(3))
    print([t.get_name() for t in (plain, named, later)])
    plain.set_name(("renamed", 1))
    print("renamed:", plain.get_name())
    print("live tasks:", sorted(t.get_name() for t in asyncio.all_tasks()))
    print(await asyncio.gather(plain, named, later, child(4)))
    print("live tasks after:", sorted(t.get_name() for t in asyncio.all_tasks()))
    print("repr starts:", repr(asyncio.current_task())[:33])


asyncio.run(main())
print("second run:")
asyncio.run(main())
try:
    asyncio.current_task()
except RuntimeError as e:
    print("outside a loop:", e)
