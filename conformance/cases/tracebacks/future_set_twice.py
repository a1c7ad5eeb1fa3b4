# A Future's methods are C code in CPython: a failing one shows no frame of its own.
import asyncio

loop = asyncio.new_event_loop()
future = loop.create_future()
future.set_result(1)
print(future.result())
future.set_result(2)
