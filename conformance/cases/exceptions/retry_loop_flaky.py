# Checks retry loops around a deterministic flaky function raising custom retryable and fatal errors.
class TransientError(Exception):
    def __init__(self, attempt):
        super().__init__(f"transient failure on attempt {attempt}")
        self.attempt = attempt

class FatalError(Exception):
    pass

class GaveUp(Exception):
    def __init__(self, name, attempts, last):
        super().__init__(f"{name}: gave up after {attempts} attempts")
        self.last = last

class Flaky:
    def __init__(self, name, failures, fatal_at=None):
        self.name = name
        self.failures = failures
        self.fatal_at = fatal_at
        self.calls = 0

    def __call__(self):
        self.calls += 1
        if self.fatal_at == self.calls:
            raise FatalError(f"{self.name}: unrecoverable on call {self.calls}")
        if self.calls <= self.failures:
            raise TransientError(self.calls)
        return f"{self.name} succeeded on call {self.calls}"

def retry(fn, attempts=3, delays=(1, 2, 4)):
    waited = 0
    last = None
    for i in range(attempts):
        try:
            result = fn()
            return result, waited
        except TransientError as e:
            last = e
            waited += delays[min(i, len(delays) - 1)]
            print(f"  retry {i + 1}/{attempts}: {e} (waited {waited})")
    raise GaveUp(fn.name, attempts, last) from last

jobs = [Flaky("fetch", 0), Flaky("upload", 2), Flaky("sync", 5), Flaky("parse", 1, fatal_at=2)]
summary = {}
for job in jobs:
    print("job", job.name)
    try:
        result, waited = retry(job)
        print("  ok:", result, "waited", waited)
        summary[job.name] = "ok"
    except GaveUp as e:
        print("  ", e, "| last attempt:", e.last.attempt, "| cause is last:", e.__cause__ is e.last)
        summary[job.name] = "gave up"
    except FatalError as e:
        print("  fatal:", e)
        summary[job.name] = "fatal"
print(summary, [j.calls for j in jobs])

def retry_while(fn, max_tries=5):
    tries = 0
    while True:
        tries += 1
        try:
            return fn(), tries
        except TransientError:
            if tries >= max_tries:
                raise
            continue
        finally:
            print("  attempt", tries, "done")

print(retry_while(Flaky("loop", 2)))
try:
    retry_while(Flaky("never", 10), max_tries=2)
except TransientError as e:
    print("exhausted:", e, e.attempt)
