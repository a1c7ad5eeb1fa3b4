# Checks a busy coroutine under asyncio.run stops at the step limit despite the event loop's handlers
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
import asyncio
async def main():
    while True:
        pass
asyncio.run(main())
