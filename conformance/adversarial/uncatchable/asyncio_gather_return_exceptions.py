# Checks gather(return_exceptions=True) does not turn a memory limit into a result
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
import asyncio
async def bomb():
    return 'a' * 10**10
async def main():
    print(await asyncio.gather(bomb(), return_exceptions=True))
asyncio.run(main())
