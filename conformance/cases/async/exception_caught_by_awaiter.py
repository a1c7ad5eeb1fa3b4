# Checks exceptions raised inside coroutines propagating through await to try/except in the caller.
import asyncio

class ApiError(Exception):
    def __init__(self, status, message):
        super().__init__(f"{status}: {message}")
        self.status = status

async def fetch(path):
    await asyncio.sleep(0)
    if path.startswith("/missing"):
        raise ApiError(404, f"{path} not found")
    if path == "/crash":
        raise RuntimeError("server crashed")
    return {"path": path, "ok": True}

async def fetch_or_default(path, default=None):
    try:
        return await fetch(path)
    except ApiError as e:
        print("  handled ApiError", e.status, "-", e)
        return default

async def main():
    print(await fetch("/users"))
    print(await fetch_or_default("/missing/7", {"ok": False}))
    try:
        await fetch("/crash")
    except RuntimeError as e:
        print("caught RuntimeError:", e)
    try:
        await fetch_or_default("/crash")
    except RuntimeError as e:
        print("not handled by inner except:", e)
    finally:
        print("finally in main")
    task = asyncio.create_task(fetch("/missing/task"))
    try:
        await task
    except ApiError as e:
        print("task raised:", e, "status", e.status)
    try:
        await asyncio.sleep(0)
        raise KeyError("sync raise inside coroutine")
    except KeyError as e:
        print("KeyError:", e)
    results = []
    for path in ["/a", "/missing/b", "/crash", "/c"]:
        try:
            results.append((path, (await fetch(path))["ok"]))
        except ApiError as e:
            results.append((path, e.status))
        except Exception as e:
            results.append((path, type(e).__name__))
    print(results)
    return "main done"

print(asyncio.run(main()))

async def chained():
    try:
        await fetch("/missing/x")
    except ApiError as e:
        raise ValueError("wrapped") from e

async def outer():
    try:
        await chained()
    except ValueError as e:
        print("outer:", e, "| cause:", e.__cause__, "| status:", e.__cause__.status)

asyncio.run(outer())

try:
    asyncio.run(fetch("/crash"))
except RuntimeError as e:
    print("asyncio.run re-raised:", e)
