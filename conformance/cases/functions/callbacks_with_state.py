# Checks callbacks registered in lists and invoked with event data.
listeners = {}

def on(event, fn):
    listeners.setdefault(event, []).append(fn)

def emit(event, *args, **kwargs):
    results = []
    for fn in listeners.get(event, []):
        results.append(fn(*args, **kwargs))
    return results

log = []
def log_it(msg, level="info"):
    log.append(f"[{level}] {msg}")
    return len(log)

def shout(msg, level="info"):
    return msg.upper() + "!" * (2 if level == "error" else 1)

totals = {"n": 0}
def count(msg, level="info"):
    totals["n"] += 1
    return totals["n"]

on("message", log_it)
on("message", shout)
on("message", count)
on("other", lambda *a, **k: ("other", a, k))

print(emit("message", "hello"))
print(emit("message", "disk full", level="error"))
print(emit("other", 1, 2, x=3))
print(emit("missing"))
print(log)
print(totals)
print({k: [f.__name__ for f in v] for k, v in listeners.items()})

def retry(fn, attempts):
    for i in range(1, attempts + 1):
        ok, val = fn(i)
        print("attempt", i, ok, val)
        if ok:
            return val
    return None

print(retry(lambda i: (i >= 3, i * 10), 5))
print(retry(lambda i: (False, -i), 2))
