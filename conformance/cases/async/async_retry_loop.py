# Checks an async retry helper around a flaky fake service, counting attempts deterministically.
import asyncio

class TransientError(Exception):
    pass

class FatalError(Exception):
    pass

class FlakyService:
    def __init__(self, failures_before_success, fatal=False):
        self.remaining = failures_before_success
        self.fatal = fatal
        self.attempts = 0
    async def call(self, payload):
        self.attempts += 1
        await asyncio.sleep(0)
        if self.fatal:
            raise FatalError(f"fatal on attempt {self.attempts}")
        if self.remaining > 0:
            self.remaining -= 1
            raise TransientError(f"transient failure #{self.attempts}")
        return f"processed {payload} on attempt {self.attempts}"

async def with_retry(make_coro, retries, log):
    for attempt in range(1, retries + 1):
        try:
            return await make_coro()
        except TransientError as e:
            log.append(f"attempt {attempt} failed: {e}")
            await asyncio.sleep(0)
    raise TransientError(f"gave up after {retries} attempts")

async def main():
    log = []
    svc = FlakyService(2)
    print(await with_retry(lambda: svc.call("order-1"), 5, log))
    print(log, svc.attempts)
    log = []
    svc = FlakyService(10)
    try:
        await with_retry(lambda: svc.call("order-2"), 3, log)
    except TransientError as e:
        print("error:", e)
    print(len(log), svc.attempts)
    log = []
    svc = FlakyService(0, fatal=True)
    try:
        await with_retry(lambda: svc.call("order-3"), 3, log)
    except FatalError as e:
        print("fatal not retried:", e, log)
    services = [FlakyService(i) for i in range(4)]
    logs = [[] for _ in services]
    results = await asyncio.gather(*(
        with_retry(lambda s=s, i=i: s.call(f"job{i}"), 5, logs[i]) for i, s in enumerate(services)
    ))
    for r, lg in zip(results, logs):
        print(r, "| failures logged:", len(lg))

asyncio.run(main())
