# Checks a retry decorator with arguments wrapping flaky fake calls, counting attempts without sleeping.
class TransientError(Exception):
    pass

def retry(times, exceptions=(Exception,), on_retry=None):
    def decorator(fn):
        def wrapper(*args, **kwargs):
            last_error = None
            for attempt in range(1, times + 1):
                try:
                    result = fn(*args, **kwargs)
                    wrapper.attempts.append(attempt)
                    return result
                except exceptions as e:
                    last_error = e
                    if on_retry:
                        on_retry(fn.__name__, attempt, e)
            wrapper.attempts.append(times)
            raise RuntimeError(f"{fn.__name__} failed after {times} attempts: {last_error}")
        wrapper.attempts = []
        wrapper.__name__ = fn.__name__
        return wrapper
    return decorator

events = []

def record(name, attempt, err):
    events.append(f"{name} attempt {attempt}: {type(err).__name__}({err})")

def flaky_source(failures):
    state = {"left": failures}
    def call(x):
        if state["left"] > 0:
            state["left"] -= 1
            raise TransientError(f"busy, {state['left']} failures left")
        return x * 2
    return call

source = flaky_source(2)

@retry(times=4, exceptions=(TransientError,), on_retry=record)
def fetch(x):
    return source(x)

print(fetch(21), fetch(5))
print(fetch.attempts)
for e in events:
    print(" ", e)

events.clear()
source = flaky_source(10)
try:
    fetch(1)
except RuntimeError as e:
    print("RuntimeError:", e)
print(len(events), fetch.attempts)

@retry(times=3, exceptions=(TransientError,))
def wrong_kind():
    raise KeyError("not retried")

try:
    wrong_kind()
except KeyError as e:
    print("KeyError passed straight through:", e, wrong_kind.attempts)

@retry(2)
def always_ok(**kw):
    return sorted(kw)

print(always_ok(b=1, a=2), always_ok.attempts, always_ok.__name__)
